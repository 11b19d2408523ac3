import { describe, expect, it } from 'vitest';
import {
  createPlanFromTemplateSchema,
  createTrainingPlanSchema,
  updateGoalSchema,
  updateTrainingPlanSchema,
  workoutFeedbackInputSchema,
} from './training.ts';
import { TRAINING_MESSAGES as M } from './messages.ts';
import {
  addDays,
  canChangePlanStatus,
  defaultPlanStartDate,
  formatDuration,
  mondayOf,
  parseRaceTime,
  planWeeksBetween,
  raceDateForWeeks,
  resolvePlanDates,
} from './training-texts.ts';
import { toIsoDate } from './auth.ts';
import { formatPace, parsePace } from './pace.ts';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const inAYear = addDays(toIsoDate(new Date()), 365);
const valid = {
  goalDistance: 'half_marathon',
  daysPerWeek: 4,
  runDays: [2, 4, 6, 0],
  longRunDay: 0,
  experienceLevel: 'intermediate',
  currentWeeklyKm: 30,
  longestRecentRunKm: 12,
  weeks: 12,
  recentRace: { distanceKm: 10, time: '50:00' },
};

describe('createTrainingPlanSchema', () => {
  it('accepts a wizard answer', () => {
    expect(createTrainingPlanSchema.parse(valid)).toMatchObject({ goalDistance: 'half_marathon', weeks: 12 });
  });

  it.each([
    [{ goalDistance: 'ultra_marathon' }, 'goalDistance', M.goalDistance],
    [{ daysPerWeek: 7 }, 'daysPerWeek', M.daysPerWeek],
    [{ daysPerWeek: 2 }, 'daysPerWeek', M.daysPerWeek],
    [{ runDays: [2, 2, 4, 0] }, 'runDays', M.runDaysUnique],
    [{ runDays: [2, 4, 7, 0] }, 'runDays.2', M.runDay],
    [{ experienceLevel: 'pro' }, 'experienceLevel', M.experienceLevel],
    [{ currentWeeklyKm: 3 }, 'currentWeeklyKm', M.currentWeeklyKmMin],
    [{ currentWeeklyKm: 400 }, 'currentWeeklyKm', M.currentWeeklyKmMax],
    [{ currentWeeklyKm: undefined }, 'currentWeeklyKm', M.currentWeeklyKm],
    [{ longestRecentRunKm: 1 }, 'longestRecentRunKm', M.longestRunMin],
    [{ recentRace: { distanceKm: 10, time: '50 min' } }, 'recentRace.time', M.raceTime],
    [{ recentRace: { distanceKm: 10, time: '50:75' } }, 'recentRace.time', M.raceTime],
    [{ recentRace: { distanceKm: 10, time: '15:00' } }, 'recentRace.time', M.raceTimeUnrealistic],
    [{ recentRace: { distanceKm: 100, time: '9:00:00' } }, 'recentRace.distanceKm', M.raceDistance],
    [{ raceDate: '2027-02-30', weeks: null }, 'raceDate', M.date],
  ])('refuses %j with the message on %s', (change, path, message) => {
    expect(messages(createTrainingPlanSchema.safeParse({ ...valid, ...change }))[path]).toBe(message);
  });

  it('checks run days against days per week and the long-run day, then the dates', () => {
    expect(messages(createTrainingPlanSchema.safeParse({ ...valid, runDays: [2, 4, 6] }))).toEqual({
      runDays: M.runDaysCount,
      longRunDay: M.longRunDay,
    });
    expect(messages(createTrainingPlanSchema.safeParse({ ...valid, weeks: 6 }))).toEqual({
      weeks: M.planTooShort,
    });
    expect(messages(createTrainingPlanSchema.safeParse({ ...valid, weeks: 30 }))).toEqual({
      weeks: M.planTooLong,
    });
    expect(messages(createTrainingPlanSchema.safeParse({ ...valid, weeks: null }))).toEqual({
      raceDate: M.raceDateOrWeeks,
    });
    expect(
      messages(createTrainingPlanSchema.safeParse({ ...valid, raceDate: '2020-05-01', weeks: null })),
    ).toEqual({
      raceDate: M.raceDatePast,
    });
    expect(messages(createTrainingPlanSchema.safeParse({ ...valid, startDate: '2020-05-01' }))).toEqual({
      startDate: M.startDatePast,
    });
  });
});

describe('other training schemas', () => {
  it('template input: distance and days come from the template; both a race date and weeks are refused', () => {
    const base = { templateId: 3, currentWeeklyKm: 30, longestRecentRunKm: 12 };
    expect(createPlanFromTemplateSchema.parse(base)).toMatchObject(base);
    expect(
      messages(createPlanFromTemplateSchema.safeParse({ ...base, raceDate: inAYear, weeks: 12 })),
    ).toEqual({
      weeks: M.raceDateAndWeeks,
    });
  });

  it('feedback: ratings in range, pace as M:SS, weather from the list', () => {
    expect(workoutFeedbackInputSchema.parse({ workoutDate: '2027-03-02', completed: true })).toEqual({
      workoutDate: '2027-03-02',
      completed: true,
    });
    expect(
      messages(
        workoutFeedbackInputSchema.safeParse({
          workoutDate: 'soon',
          completed: 'yes',
          effortRating: 11,
          energyLevel: 0,
          paceAchieved: '5.30',
          weatherConditions: 'snow',
        }),
      ),
    ).toEqual({
      workoutDate: M.workoutDate,
      completed: M.completed,
      effortRating: M.effortRating,
      energyLevel: M.rating,
      paceAchieved: M.pace,
      weatherConditions: M.weather,
    });
  });

  it('plan PATCH needs something to change and a long-run day among the run days', () => {
    expect(messages(updateTrainingPlanSchema.safeParse({}))).toEqual({ '': M.nothingToChange });
    expect(messages(updateTrainingPlanSchema.safeParse({ runDays: [1, 3, 5], longRunDay: 0 }))).toEqual({
      longRunDay: M.longRunDay,
    });
    expect(updateTrainingPlanSchema.parse({ status: 'paused' })).toEqual({ status: 'paused' });
    expect(messages(updateGoalSchema.safeParse({}))).toEqual({ '': M.nothingToChange });
  });

  it('plan status changes: pause and resume, end once', () => {
    expect(canChangePlanStatus('active', 'paused')).toBe(true);
    expect(canChangePlanStatus('paused', 'active')).toBe(true);
    expect(canChangePlanStatus('completed', 'active')).toBe(false);
    expect(canChangePlanStatus('cancelled', 'cancelled')).toBe(true);
  });
});

describe('training dates and times', () => {
  it('count Monday-to-Sunday weeks and place the race', () => {
    expect(mondayOf('2027-03-07')).toBe('2027-03-01'); // a Sunday
    // A new plan starts today (issue 26), a Wednesday's plan with a short first week.
    expect(defaultPlanStartDate('2027-03-01')).toBe('2027-03-01');
    expect(defaultPlanStartDate('2027-03-03')).toBe('2027-03-03');
    expect(planWeeksBetween('2027-03-03', '2027-03-07')).toBe(1);
    expect(planWeeksBetween('2027-03-01', '2027-05-23')).toBe(12);
    expect(raceDateForWeeks('2027-03-03', 12, 0)).toBe('2027-05-23');
    expect(resolvePlanDates({ goalDistance: '10k', weeks: 8, longRunDay: 6 }, '2027-03-03')).toEqual({
      ok: true,
      startDate: '2027-03-03',
      raceDate: '2027-04-24',
      weeks: 8,
    });
  });

  it('parse race times and paces, and format them back', () => {
    expect(parseRaceTime('1:52:00')).toBe(6720);
    expect(parseRaceTime('25:30')).toBe(1530);
    expect(parseRaceTime(' 3:49:45 ')).toBe(13785);
    for (const bad of ['', '25', '1:60:00', '25:61', 'abc', '0:00']) expect(parseRaceTime(bad)).toBeNull();
    expect(parsePace('5:30')).toBe(330);
    expect(parsePace('5:3')).toBeNull();
    expect(formatPace(306)).toBe('5:06');
    expect(formatDuration(13785)).toBe('3:49:45');
    expect(formatDuration(1448)).toBe('24:08');
  });
});
