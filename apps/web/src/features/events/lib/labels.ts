import type { TranslationKey } from '@/i18n/keys';

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

export const ABILITY_LABELS: Record<string, TranslationKey> = {
  beginner: 'events:ability.beginner',
  intermediate: 'events:ability.intermediate',
  advanced: 'events:ability.advanced',
  all_welcome: 'events:ability.allWelcome',
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

/** Distance option names stay as written ("5k", "Half Marathon"): they are race names, not prose. */
export const WEEKDAY_KEYS: TranslationKey[] = [
  'events:weekday.sun',
  'events:weekday.mon',
  'events:weekday.tue',
  'events:weekday.wed',
  'events:weekday.thu',
  'events:weekday.fri',
  'events:weekday.sat',
];
