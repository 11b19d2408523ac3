import type { ABILITY_LEVELS, EXPERIENCE_LEVELS, WEEKDAYS } from '@stride/contracts';
import type { TranslationKey } from '@/i18n/keys';

// The contracts' option lists that more than one feature shows, each worded once (in `common`, which is
// loaded before the first render). Full key literals: scripts/check-i18n.mjs never sees built keys.

/** Every option of a list worded; any other string (a stored value from the API) looks up as undefined. */
export type OptionLabels<Option extends string> = Readonly<
  Record<Option, TranslationKey> & Partial<Record<string, TranslationKey>>
>;

/** Who an event or a club welcomes (ABILITY_LEVELS). */
export const ABILITY_LABELS: OptionLabels<(typeof ABILITY_LEVELS)[number]> = {
  beginner: 'common:options.ability.beginner',
  intermediate: 'common:options.ability.intermediate',
  advanced: 'common:options.ability.advanced',
  all_welcome: 'common:options.ability.allWelcome',
};

/** A runner's experience level (EXPERIENCE_LEVELS): buddy preferences, profiles and training plans. */
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
