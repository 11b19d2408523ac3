import type {
  ABILITY_LEVELS,
  EVENT_DISTANCE_OPTIONS,
  EXPERIENCE_LEVELS,
  GOAL_DISTANCE_OPTIONS,
  PREFERRED_DISTANCE_OPTIONS,
  PREFERRED_TIMES,
  SEX_OPTIONS,
  WEEKDAYS,
} from '@stride/contracts';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '@/i18n/keys';

// The contracts' option lists as every screen shows them, each option worded once (in `common`, which is
// loaded before the first render), in every language. A value is stored as a code ('half_marathon',
// '8k/5mi'); no screen shows the code itself. Full key literals: scripts/check-i18n.mjs never sees built
// keys.

/** Every option of a list worded; any other string (a stored value from the API) looks up as undefined. */
export type OptionLabels<Option extends string> = Readonly<
  Record<Option, TranslationKey> & Partial<Record<string, TranslationKey>>
>;

/** Any of the lists below, read with a stored value that may be none of its options. */
export type AnyOptionLabels = Readonly<Partial<Record<string, TranslationKey>>>;

/** An option as the reader's language words it; a value no list knows (older free text) as stored. */
export function optionLabel(t: TFunction, labels: AnyOptionLabels, value: string): string {
  const key = labels[value];
  return key ? t(key) : value;
}

/** Several options worded and joined as a list ("5k, 10k"), or `none` when there are none. */
export function optionList(t: TFunction, labels: AnyOptionLabels, values: readonly string[], none = '') {
  return values.length ? values.map((v) => optionLabel(t, labels, v)).join(', ') : none;
}

/** Who an event or a club welcomes (ABILITY_LEVELS). */
export const ABILITY_LABELS: OptionLabels<(typeof ABILITY_LEVELS)[number]> = {
  beginner: 'common:options.ability.beginner',
  intermediate: 'common:options.ability.intermediate',
  advanced: 'common:options.ability.advanced',
  all_welcome: 'common:options.ability.allWelcome',
};

/**
 * A runner's experience level (EXPERIENCE_LEVELS): buddy preferences, profiles, training plans, and a
 * training goal's difficulty (the same scale).
 */
export const EXPERIENCE_LEVEL_LABELS: OptionLabels<(typeof EXPERIENCE_LEVELS)[number]> = {
  beginner: 'common:options.experienceLevel.beginner',
  intermediate: 'common:options.experienceLevel.intermediate',
  advanced: 'common:options.experienceLevel.advanced',
  elite: 'common:options.experienceLevel.elite',
};

/** Days of the week as stored (WEEKDAYS, Monday first): club run days, a runner's availability. */
export const WEEKDAY_LABELS: OptionLabels<(typeof WEEKDAYS)[number]> = {
  monday: 'common:options.weekday.monday',
  tuesday: 'common:options.weekday.tuesday',
  wednesday: 'common:options.weekday.wednesday',
  thursday: 'common:options.weekday.thursday',
  friday: 'common:options.weekday.friday',
  saturday: 'common:options.weekday.saturday',
  sunday: 'common:options.weekday.sunday',
};

// Distances: three lists store them differently ('Half Marathon' for events and clubs, 'half_marathon'
// for goals and a profile's preferred distances), but each distance has one wording.

/** The 17 event and club distance options (EVENT_DISTANCE_OPTIONS); screen readers read these too. */
export const EVENT_DISTANCE_LABELS: OptionLabels<(typeof EVENT_DISTANCE_OPTIONS)[number]> = {
  '1mi': 'common:options.distance.oneMile',
  '5k': 'common:options.distance.fiveK',
  '8k/5mi': 'common:options.distance.eightK',
  '10k': 'common:options.distance.tenK',
  '15k': 'common:options.distance.fifteenK',
  '10mi': 'common:options.distance.tenMiles',
  'Half Marathon': 'common:options.distance.halfMarathon',
  Marathon: 'common:options.distance.marathon',
  '50k': 'common:options.distance.fiftyK',
  '50mi': 'common:options.distance.fiftyMiles',
  Ultra: 'common:options.distance.ultra',
  Parkrun: 'common:options.distance.parkrun',
  'Fun Run': 'common:options.distance.funRun',
  Other: 'common:options.distance.other',
  Relay: 'common:options.distance.relay',
  OCR: 'common:options.distance.ocr',
  Fundraiser: 'common:options.distance.fundraiser',
};

/** A training goal's distance (GOAL_DISTANCE_OPTIONS), also a training plan's goal distance. */
export const GOAL_DISTANCE_LABELS: OptionLabels<(typeof GOAL_DISTANCE_OPTIONS)[number]> = {
  '5k': 'common:options.distance.fiveK',
  '10k': 'common:options.distance.tenK',
  half_marathon: 'common:options.distance.halfMarathon',
  marathon: 'common:options.distance.marathon',
  ultra_marathon: 'common:options.distance.ultraMarathon',
  triathlon: 'common:options.distance.triathlon',
  trail_running: 'common:options.distance.trailRunning',
  charity_run: 'common:options.distance.charityRun',
};

/** The distances a runner prefers (PREFERRED_DISTANCE_OPTIONS): profile set-up and the profile. */
export const PREFERRED_DISTANCE_LABELS: OptionLabels<(typeof PREFERRED_DISTANCE_OPTIONS)[number]> = {
  '5k': 'common:options.distance.fiveK',
  '10k': 'common:options.distance.tenK',
  '15k': 'common:options.distance.fifteenK',
  half_marathon: 'common:options.distance.halfMarathon',
  marathon: 'common:options.distance.marathon',
  ultra: 'common:options.distance.ultra',
  fun_run: 'common:options.distance.funRun',
  other: 'common:options.distance.other',
};

/** When a runner likes to run (PREFERRED_TIMES): the profile and buddy suggestions. */
export const PREFERRED_TIME_LABELS: OptionLabels<(typeof PREFERRED_TIMES)[number]> = {
  early_morning: 'common:options.preferredTime.earlyMorning',
  morning: 'common:options.preferredTime.morning',
  afternoon: 'common:options.preferredTime.afternoon',
  evening: 'common:options.preferredTime.evening',
  any: 'common:options.preferredTime.any',
};

/** SEX_OPTIONS: sign-up and profile set-up. */
export const SEX_LABELS: OptionLabels<(typeof SEX_OPTIONS)[number]> = {
  male: 'common:options.sex.male',
  female: 'common:options.sex.female',
  'non-binary': 'common:options.sex.nonBinary',
  'prefer-not-to-say': 'common:options.sex.preferNotToSay',
};
