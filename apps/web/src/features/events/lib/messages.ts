import { EVENT_MESSAGES, TEXT_MESSAGES } from '@stride/contracts';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/i18n/keys';

/** Contract validation messages (English, shared with the server) to their translation keys. */
const KEYS: Record<string, TranslationKey> = {
  [EVENT_MESSAGES.distances]: 'events:validation.distances',
  [EVENT_MESSAGES.clubOrRecurring]: 'events:validation.clubOrRecurring',
  [EVENT_MESSAGES.titleRequired]: 'events:validation.titleRequired',
  [EVENT_MESSAGES.titleTooLong]: 'events:validation.titleTooLong',
  [EVENT_MESSAGES.locationRequired]: 'events:validation.locationRequired',
  [EVENT_MESSAGES.locationTooLong]: 'events:validation.locationTooLong',
  [EVENT_MESSAGES.date]: 'events:validation.date',
  [EVENT_MESSAGES.time]: 'events:validation.time',
  [EVENT_MESSAGES.recurringEnd]: 'events:validation.recurringEnd',
  [EVENT_MESSAGES.recurringTooLong]: 'events:validation.recurringTooLong',
  [EVENT_MESSAGES.pastDate]: 'events:validation.pastDate',
  [EVENT_MESSAGES.commentRequired]: 'events:validation.commentRequired',
  [EVENT_MESSAGES.commentTooLong]: 'events:validation.commentTooLong',
  [TEXT_MESSAGES.url]: 'events:validation.url',
  [TEXT_MESSAGES.controlCharacters]: 'events:validation.controlCharacters',
  'At least 1 participant': 'events:validation.minParticipants',
  [EVENT_MESSAGES.cantJoin]: 'events:validation.cantJoin',
  [EVENT_MESSAGES.cantComment]: 'events:validation.cantComment',
  [EVENT_MESSAGES.notManager]: 'events:manage.notCreator',
  [EVENT_MESSAGES.clubRequired]: 'events:validation.clubRequired',
  [EVENT_MESSAGES.officialNotAllowed]: 'events:validation.officialNotAllowed',
  [EVENT_MESSAGES.hostStays]: 'events:validation.hostStays',
  [EVENT_MESSAGES.notOnRun]: 'events:validation.notOnRun',
  [EVENT_MESSAGES.tooFarAhead]: 'events:validation.tooFarAhead',
  [EVENT_MESSAGES.tooManyDates]: 'events:validation.tooManyDates',
  [EVENT_MESSAGES.beyondSearchWindow]: 'events:validation.beyondSearchWindow',
  [EVENT_MESSAGES.pinTooFar]: 'events:validation.pinTooFar',
  [EVENT_MESSAGES.pinOutsideAustralia]: 'events:validation.pinOutsideAustralia',
  [EVENT_MESSAGES.tooManyCreated]: 'events:validation.tooManyCreated',
};

export function translateEventMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KEYS[message];
  return key ? t(key) : message;
}
