import { DISTANCE_FILTER_MATCHES, TIME_OF_DAY_HOURS, type DistanceFilter } from '@stride/contracts';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/i18n/keys';
import { EVENT_DISTANCE_LABELS, optionLabel } from '@/lib/option-labels';

// Full key literals for each option value (scripts/check-i18n.mjs: never build keys from pieces).

export const TIME_FILTER_LABELS: Record<string, TranslationKey> = {
  all: 'events:filters.anyTime',
  morning: 'events:timeOfDay.morningRange',
  afternoon: 'events:timeOfDay.afternoonRange',
  evening: 'events:timeOfDay.eveningRange',
};

export const TIME_OF_DAY_LABELS: Record<string, TranslationKey> = {
  morning: 'events:timeOfDay.morning',
  afternoon: 'events:timeOfDay.afternoon',
  evening: 'events:timeOfDay.evening',
  night: 'events:timeOfDay.night',
};

export const DISTANCE_FILTER_LABELS: Record<string, TranslationKey> = {
  all: 'events:filters.anyDistance',
  ultramarathon: 'events:distanceFilter.ultramarathon',
  marathon: 'events:distanceFilter.marathon',
  halfMarathon: 'events:distanceFilter.halfMarathon',
  '10k': 'events:distanceFilter.tenK',
  '5k': 'events:distanceFilter.fiveK',
  fixedTime: 'events:distanceFilter.fixedTime',
  noDistance: 'events:distanceFilter.noDistance',
  casual: 'events:distanceFilter.casual',
  walk: 'events:distanceFilter.walk',
};

export const EVENT_TYPE_LABELS: Record<string, TranslationKey> = {
  all: 'events:filters.anyType',
  user: 'events:eventType.user',
  official: 'events:eventType.official',
  run_club: 'events:eventType.runClub',
};

export const RECURRING_LABELS: Record<string, TranslationKey> = {
  daily: 'events:recurring.daily',
  weekly: 'events:recurring.weekly',
  monthly: 'events:recurring.monthly',
};

export const PERIOD_LABELS: Record<number, TranslationKey> = {
  24: 'events:nearMe.period24',
  48: 'events:nearMe.period48',
  168: 'events:nearMe.period168',
  336: 'events:nearMe.period336',
  720: 'events:nearMe.period720',
};

/** A stored distance option in the reader's language (an unknown one as stored). */
export const distanceLabel = (t: TFunction, distance: string): string =>
  optionLabel(t, EVENT_DISTANCE_LABELS, distance);

/**
 * A distance filter with the distance tags it matches, so the choice reads like the events it finds:
 * "10K: 8k/5mi, 10k, 15k, 10mi".
 */
export function distanceFilterLabel(t: TFunction, filter: string): string {
  const name = t(DISTANCE_FILTER_LABELS[filter] ?? 'events:filters.anyDistance');
  const tags = DISTANCE_FILTER_MATCHES[filter as Exclude<DistanceFilter, 'all'>];
  if (!tags) return name;
  return t('events:distanceFilter.withTags', { name, tags: tags.map((d) => distanceLabel(t, d)).join(', ') });
}

/**
 * A time-of-day filter with its clock range written the way event times are ("Morning, 6:00 am–12:00
 * pm"), from the same hours the server filters by.
 */
export function timeFilterLabel(t: TFunction, formatTime: (hhmm: string) => string, filter: string): string {
  const hours = TIME_OF_DAY_HOURS[filter as keyof typeof TIME_OF_DAY_HOURS];
  const key = TIME_FILTER_LABELS[filter] ?? 'events:filters.anyTime';
  if (!hours) return t(key);
  const clock = (h: number) => formatTime(`${String(h).padStart(2, '0')}:00`);
  return t(key, { from: clock(hours[0]), to: clock(hours[1]) });
}

export const WEEKDAY_KEYS: TranslationKey[] = [
  'events:weekday.sun',
  'events:weekday.mon',
  'events:weekday.tue',
  'events:weekday.wed',
  'events:weekday.thu',
  'events:weekday.fri',
  'events:weekday.sat',
];
