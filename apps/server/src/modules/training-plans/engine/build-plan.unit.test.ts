import {
  TRAINING_MESSAGES,
  createTrainingPlanSchema,
  trainingScheduleSchema,
  weekdayOf,
  type CreateTrainingPlan,
} from '@stride/contracts';
import { describe, expect, it } from 'vitest';
import { MARATHON_REQUEST } from '../../../../test/helpers/training-arbitraries.ts';
import {
  buildPlan,
  createPlan,
  minimumWeeks,
  peakLongRunKm,
  preparePlanRequest,
  publicSchedule,
} from './build-plan.ts';
import { planViolations } from './rules.ts';

const TODAY = '2027-01-06'; // a Wednesday

const input = (overrides: Partial<CreateTrainingPlan> = {}): CreateTrainingPlan => ({
  goalDistance: 'marathon',
  daysPerWeek: 5,
  runDays: [2, 3, 4, 6, 0],
  longRunDay: 0,
  experienceLevel: 'intermediate',
  currentWeeklyKm: 40,
  longestRecentRunKm: 16,
  raceDate: '2027-05-30',
  recentRace: { distanceKm: 10, time: '50:00' },
  ...overrides,
});

const issues = (result: ReturnType<typeof createPlan>) => (result.ok ? [] : result.issues);

describe('createPlan', () => {
  it('builds a 20-week marathon plan: phases, cutbacks, a 3-week taper, long runs on Sunday, the race last', () => {
    const result = createPlan(input({ startDate: '2027-01-11' }), TODAY);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const plan = result.value;
    expect(plan.startDate).toBe('2027-01-11'); // the coming Monday, as the runner chose
    expect(plan.durationWeeks).toBe(20);
    expect(plan.weeks.filter((w) => w.phase === 'taper')).toHaveLength(3);
    expect(plan.weeks.filter((w) => w.isCutback).map((w) => w.weekNumber)).toEqual([4, 8, 12, 16]);
    const workouts = plan.weeks.flatMap((w) => w.workouts);
    expect(workouts.filter((w) => w.type === 'long').every((w) => w.dayOfWeek === 0)).toBe(true);
    expect(workouts.at(-1)).toMatchObject({ type: 'race', date: '2027-05-30', distanceKm: 42.2 });
    // The longest long run is held at 3 hours at this runner's easy pace (VDOT 40: about 6:30 /km), not 29 km.
    expect(peakLongRunKm(plan)).toBeGreaterThanOrEqual(27);
    const longest = workouts.filter((w) => w.type === 'long').map((w) => w.estimatedDurationSec);
    expect(Math.max(...longest)).toBeLessThanOrEqual(3 * 3600);
    expect(workouts.some((w) => w.type === 'marathon_pace')).toBe(true);
    expect(planViolations(plan)).toEqual([]);
  });

  it('gives each phase its share: base about 35 %, peak about 25 %, then the taper', () => {
    const plan = buildPlan(MARATHON_REQUEST);
    const count = (phase: string) => plan.weeks.filter((w) => w.phase === phase).length;
    expect([count('base'), count('build'), count('peak'), count('taper')]).toEqual([6, 7, 4, 3]);
    expect(plan.weeks.map((w) => w.phase)).toEqual(
      [...plan.weeks.map((w) => w.phase)].sort(
        (a, b) =>
          ['base', 'build', 'peak', 'taper'].indexOf(a) - ['base', 'build', 'peak', 'taper'].indexOf(b),
      ),
    );
    expect(planViolations(plan)).toEqual([]);
  });

  it('ends a plan given in weeks on the long-run day of its last week', () => {
    const result = createPlan(
      input({ raceDate: null, weeks: 12, goalDistance: 'half_marathon', longRunDay: 6 }),
      TODAY,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    // It starts today (issue 26), so its first week is this one: 12 weeks end on Saturday 27 March.
    expect(result.value.startDate).toBe(TODAY);
    expect(result.value.raceDate).toBe('2027-03-27');
    expect(weekdayOf(result.value.raceDate)).toBe(6);
  });

  it('may start today, with a short first week on the run days left', () => {
    const result = createPlan(
      input({ startDate: TODAY, goalDistance: '10k', raceDate: '2027-03-07' }),
      TODAY,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const first = result.value.weeks[0]!;
    expect(first.startDate).toBe('2027-01-04');
    expect(first.workouts.every((w) => w.date >= TODAY)).toBe(true);
    expect(first.workouts.length).toBeGreaterThan(0);
  });

  it('puts the race on race day even when that is not a run day, with no run the day before', () => {
    const result = createPlan(input({ goalDistance: '5k', raceDate: '2027-03-13' }), TODAY); // a Saturday
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const workouts = result.value.weeks.flatMap((w) => w.workouts);
    expect(workouts.at(-1)).toMatchObject({ type: 'race', date: '2027-03-13', dayOfWeek: 6 });
    expect(workouts.some((w) => w.date === '2027-03-12')).toBe(false);
  });

  it.each([
    [{ raceDate: '2027-01-01' }, 'raceDate', TRAINING_MESSAGES.raceDatePast],
    [{ startDate: '2027-01-05' }, 'startDate', TRAINING_MESSAGES.startDatePast],
    [{ startDate: '2027-06-01' }, 'raceDate', TRAINING_MESSAGES.raceBeforeStart],
    [{ raceDate: '2027-03-14' }, 'raceDate', TRAINING_MESSAGES.planTooShort],
    [{ raceDate: null, weeks: 25 }, 'weeks', TRAINING_MESSAGES.planTooLong],
    [{ raceDate: null, weeks: null }, 'raceDate', TRAINING_MESSAGES.raceDateOrWeeks],
    [{ weeks: 16 }, 'weeks', TRAINING_MESSAGES.raceDateAndWeeks],
    [{ runDays: [2, 3, 4, 0] }, 'runDays', TRAINING_MESSAGES.runDaysCount],
    [{ longRunDay: 1 }, 'longRunDay', TRAINING_MESSAGES.longRunDay],
  ] as const)('refuses %j with the message on %s', (overrides, path, message) => {
    expect(issues(createPlan(input(overrides as Partial<CreateTrainingPlan>), TODAY))).toContainEqual({
      path,
      message,
    });
  });

  it('refuses a plan that cannot build the long runs the distance needs from the current running', () => {
    const tooShort = createPlan(
      input({ currentWeeklyKm: 15, longestRecentRunKm: 6, raceDate: '2027-04-04' }),
      TODAY,
    );
    expect(issues(tooShort)).toEqual([{ path: 'raceDate', message: TRAINING_MESSAGES.planTooShort }]);
    const prepared = preparePlanRequest(input({ currentWeeklyKm: 25, longestRecentRunKm: 10 }), TODAY);
    if (!prepared.ok) throw new Error('prepared');
    const weeks = minimumWeeks(prepared.value);
    expect(weeks).toBeGreaterThan(12);
    expect(weeks).toBeLessThanOrEqual(24);
  });

  it('answers the same messages as the contract schema for the same mistakes', () => {
    const parsed = createTrainingPlanSchema.safeParse({
      ...input(),
      runDays: [2, 3, 4, 0],
      raceDate: '2020-01-01',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([TRAINING_MESSAGES.runDaysCount, TRAINING_MESSAGES.raceDatePast]),
    );
  });

  it('uses only the chosen days, 3 to 6 a week', () => {
    for (const runDays of [
      [1, 3, 6],
      [1, 3, 4, 6],
      [1, 2, 4, 6, 0],
      [1, 2, 3, 4, 5, 6],
    ]) {
      const plan = createPlan(
        input({
          goalDistance: '10k',
          runDays,
          daysPerWeek: runDays.length,
          longRunDay: 6,
          raceDate: '2027-04-17',
        }),
        TODAY,
      );
      if (!plan.ok) throw new Error(JSON.stringify(plan.issues));
      for (const week of plan.value.weeks) {
        const training = week.workouts.filter((w) => w.type !== 'race');
        expect(training.length).toBeLessThanOrEqual(runDays.length);
        expect(training.every((w) => runDays.includes(w.dayOfWeek))).toBe(true);
      }
    }
  });

  it('answers with the public schedule: what trainingScheduleSchema keeps, nothing of the engine state', () => {
    const plan = buildPlan(MARATHON_REQUEST);
    const schedule = publicSchedule(plan);
    expect(trainingScheduleSchema.parse(plan)).toEqual(schedule);
    expect(JSON.stringify(schedule)).not.toMatch(/"(slots|design|adaptation|targetKm|sessions)"/);
  });
});
