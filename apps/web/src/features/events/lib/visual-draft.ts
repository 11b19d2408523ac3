import { zodResolver } from '@hookform/resolvers/zod';
import { EVENT_MESSAGES, LIMITS, type CreateEventInput, type LocationSuggestion } from '@stride/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { errorsOnFields } from '@/lib/form-errors';
import { eventFormSchema } from './event-schema';

/** What the visual builder's card holds; `toInput` makes the API's body. */
export interface VisualDraft {
  title: string;
  date: string;
  /** The dropped start time, '' until one is on the card. */
  time: string;
  place: LocationSuggestion | null;
  distances: string[];
  abilityLevels: string[];
  maxParticipants: number;
  /** Paces of its pace groups, seconds per km as text (issue 29). */
  paceGroups: string[];
}
export type VisualField = keyof VisualDraft;

export const EMPTY_VISUAL: VisualDraft = {
  title: '',
  date: '',
  time: '',
  place: null,
  distances: [],
  abilityLevels: [],
  maxParticipants: LIMITS.defaultMaxParticipants,
  paceGroups: [],
};

export const toInput = (v: VisualDraft): CreateEventInput => ({
  title: v.title,
  date: v.date,
  time: v.time,
  location: v.place?.label ?? '',
  state: v.place?.state as CreateEventInput['state'],
  lat: v.place?.lat as number,
  lng: v.place?.lng as number,
  distances: v.distances,
  abilityLevels: v.abilityLevels as CreateEventInput['abilityLevels'],
  maxParticipants: v.maxParticipants,
  // Fastest first, each group open to the event's places.
  paceGroups: v.paceGroups
    .map(Number)
    .sort((a, b) => a - b)
    .map((paceSecPerKm) => ({ paceSecPerKm })),
});

const PLACE_PATHS = new Set(['location', 'state', 'lat', 'lng']);

/** The card's field a body path belongs to: the place stands for the location and its coordinates. */
export const visualField = (path: string): VisualField => {
  const name = path.split('.')[0] ?? '';
  if (PLACE_PATHS.has(name)) return 'place';
  return name in EMPTY_VISUAL ? (name as VisualField) : 'title';
};

const schemaResolver = zodResolver(eventFormSchema);

/**
 * Checks the body the card makes with the event form's schema. A missing start time is its own error
 * (type 'required'): the card asks for a time slot to be dropped rather than typed.
 */
export const visualResolver: Resolver<VisualDraft> = async (values, context, options) => {
  const result = await schemaResolver(toInput(values), context, options as never);
  // Without a picked place the coordinates are missing too: that reads as the location being required.
  const errors: FieldErrors<VisualDraft> = errorsOnFields(result.errors, visualField, (path, message) =>
    PLACE_PATHS.has(path) && path !== 'location' ? EVENT_MESSAGES.locationRequired : message,
  );
  if (!values.time) errors.time = { type: 'required', message: '' };
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
