import {
  updateEventSchema,
  type CreateEvent,
  type CreateEventInput,
  type EventDetail,
  type UpdateEvent,
} from '@stride/contracts';

/** Fields PATCH /api/events/:id accepts; recurrence is fixed when the event is created. */
const EDITABLE = Object.keys(updateEventSchema.shape) as (keyof UpdateEvent)[];

/** The create form's values for an existing event (empty text for missing values, as inputs need). */
export function eventFormValues(event: EventDetail): CreateEventInput {
  return {
    title: event.title,
    description: event.description ?? '',
    date: event.date,
    time: event.time.slice(0, 5),
    location: event.location,
    lat: event.lat,
    lng: event.lng,
    distances: event.distances,
    maxParticipants: event.maxParticipants,
    eventType: event.eventType as CreateEventInput['eventType'],
    // A club run keeps its club (the form's rules need it; PATCH does not take it).
    isClubEvent: event.isClubEvent,
    clubId: event.clubId,
    abilityLevels: event.abilityLevels as CreateEventInput['abilityLevels'],
    creatorComments: event.creatorComments ?? '',
    isRace: event.isRace,
    raceCost: event.raceCost == null ? null : Number(event.raceCost),
    raceWebsite: event.raceWebsite,
    difficulty: event.difficulty ?? '',
    terrain: event.terrain ?? '',
    meetingPoint: event.meetingPoint ?? '',
    eventUrl: event.eventUrl,
    // Its pace groups as the schema reads them back, so an untouched list is no change (issue 29).
    paceGroups: event.paceGroups.map((g) => ({
      id: g.id,
      paceSecPerKm: g.paceSecPerKm,
      label: g.label,
      leader: g.leader,
      capacity: g.capacity,
    })),
    // Recurrence cannot be edited; leaving it off keeps the recurrence rules out of the edit form.
    isRecurring: false,
    recurringType: null,
    recurringEndDate: null,
    recurringDaysOfWeek: [],
  };
}

const normal = (v: unknown) => {
  if (typeof v === 'string') return v.trim() || null;
  if (Array.isArray(v)) return [...(v as unknown[])].sort();
  return v ?? null;
};
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/**
 * Only what the runner changed, so attendees are told about a real change and a series edit does not
 * overwrite each occurrence's own values. A new location brings its point and state; a series edit
 * never carries a date (the API refuses one).
 */
export function eventPatch(
  before: CreateEventInput,
  after: CreateEvent,
  scope: 'single' | 'series',
): UpdateEvent {
  const patch: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (key === 'state' || key === 'lat' || key === 'lng') continue;
    if (!same(before[key], after[key])) patch[key] = normal(after[key]) ?? null;
  }
  if (patch.location !== undefined || !same(before.lat, after.lat) || !same(before.lng, after.lng)) {
    patch.lat = after.lat;
    patch.lng = after.lng;
    if (after.state) patch.state = after.state;
  }
  if (!after.isRace && patch.raceCost === undefined && before.raceCost != null) patch.raceCost = null;
  if (scope === 'series') delete patch.date;
  if (Array.isArray(patch.distances)) patch.distances = after.distances;
  if (Array.isArray(patch.abilityLevels)) patch.abilityLevels = after.abilityLevels;
  // The whole list of groups, in the host's order.
  if (Array.isArray(patch.paceGroups)) patch.paceGroups = after.paceGroups;
  return patch as UpdateEvent;
}
