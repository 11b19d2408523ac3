import { TRAINING_MESSAGES as M } from '@stride/contracts';
import type { TFunction } from 'i18next';

/** The API's and the schemas' English messages, as translation keys (the server always answers in English). */
const KEYS: Record<string, string> = {
  [M.goalDistance]: 'training:messages.goalDistance',
  [M.date]: 'training:messages.date',
  [M.raceDatePast]: 'training:messages.raceDatePast',
  [M.startDatePast]: 'training:messages.startDatePast',
  [M.raceBeforeStart]: 'training:messages.raceBeforeStart',
  [M.raceDateOrWeeks]: 'training:messages.raceDateOrWeeks',
  [M.raceDateAndWeeks]: 'training:messages.raceDateAndWeeks',
  [M.weeks]: 'training:messages.weeks',
  [M.planTooShort]: 'training:messages.planTooShort',
  [M.planTooLong]: 'training:messages.planTooLong',
  [M.daysPerWeek]: 'training:messages.daysPerWeek',
  [M.runDay]: 'training:messages.runDay',
  [M.runDaysUnique]: 'training:messages.runDaysUnique',
  [M.runDaysCount]: 'training:messages.runDaysCount',
  [M.longRunDay]: 'training:messages.longRunDay',
  [M.currentWeeklyKm]: 'training:messages.currentWeeklyKm',
  [M.currentWeeklyKmMin]: 'training:messages.currentWeeklyKmMin',
  [M.currentWeeklyKmMax]: 'training:messages.currentWeeklyKmMax',
  [M.longestRun]: 'training:messages.longestRun',
  [M.longestRunMin]: 'training:messages.longestRunMin',
  [M.longestRunMax]: 'training:messages.longestRunMax',
  [M.raceDistance]: 'training:messages.raceDistance',
  [M.raceTime]: 'training:messages.raceTime',
  [M.raceTimeUnrealistic]: 'training:messages.raceTimeUnrealistic',
  [M.experienceLevel]: 'training:messages.experienceLevel',
  [M.planStatusChange]: 'training:messages.planStatusChange',
  [M.actualDistance]: 'training:messages.actualDistance',
  [M.actualDuration]: 'training:messages.actualDuration',
  [M.effortRating]: 'training:messages.effortRating',
  [M.rating]: 'training:messages.rating',
  [M.pace]: 'training:messages.pace',
  [M.notesTooLong]: 'training:messages.notesTooLong',
  [M.workoutAhead]: 'training:messages.workoutAhead',
  [M.planEnded]: 'training:messages.planEnded',
  [M.targetTime]: 'training:messages.targetTime',
};

/** A message in the reader's language; one without a key (never expected) stays as sent. */
export function translateMessage(t: TFunction, message: string): string {
  const key = KEYS[message];
  return key ? t(key) : message;
}

/** The per-field messages of a 400 answer, or of a zod failure, translated. */
export function fieldMessages(
  t: TFunction,
  issues: ReadonlyArray<{ path: string; message: string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path] ??= translateMessage(t, i.message);
  return out;
}
