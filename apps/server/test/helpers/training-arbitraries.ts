import {
  PLAN_GOAL_DISTANCES,
  PLAN_WEEKS,
  EXPERIENCE_LEVELS,
  addDays,
  formatDuration,
  raceDateForWeeks,
} from '@stride/contracts';
import fc from 'fast-check';
import type { PlanRequest } from '../../src/modules/training-plans/engine/types.ts';

// fast-check generators over the whole input space of the plan engine (issue 10), and a typical plan.

/** A 20-week marathon, 5 days a week, long runs on Sunday, from a 50:00 10k (VDOT 40) and 40 km a week. */
export const MARATHON_REQUEST: PlanRequest = {
  goalDistance: 'marathon',
  startDate: '2027-01-11',
  raceDate: '2027-05-30',
  durationWeeks: 20,
  runDays: [0, 2, 3, 4, 6],
  longRunDay: 0,
  experienceLevel: 'intermediate',
  currentWeeklyKm: 40,
  longestRecentRunKm: 16,
  recentRace: { distanceKm: 10, time: '50:00' },
};

/** Any start date from 2026 to 2030, any weekday. */
export const startDateArb = fc
  .integer({ min: 0, max: 5 * 365 })
  .map((offset) => addDays('2026-01-01', offset));

export const runDaysArb = fc
  .integer({ min: 3, max: 6 })
  .chain((count) => fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: count, maxLength: count }));

const kmArb = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);

export const recentRaceArb = fc.option(
  fc
    .record({ distanceKm: kmArb(1.5, 42.2), paceSecPerKm: fc.integer({ min: 150, max: 720 }) })
    .map(({ distanceKm, paceSecPerKm }) => ({
      distanceKm,
      time: formatDuration(Math.max(1, Math.round(distanceKm * paceSecPerKm))),
    })),
  { nil: null },
);

/**
 * A complete engine request: distance, level, 3–6 run days with the long-run day among them, a length
 * within the distance's range ending either on the long-run day (a number of weeks) or on any day of
 * the last week (a race date), current km 5–150 a week and a longest run of 2–40 km in any combination.
 */
export const planRequestArb: fc.Arbitrary<PlanRequest> = fc
  .record({
    goalDistance: fc.constantFrom(...PLAN_GOAL_DISTANCES),
    experienceLevel: fc.constantFrom(...EXPERIENCE_LEVELS),
    runDays: runDaysArb,
    longRunIndex: fc.nat(),
    startDate: startDateArb,
    weekShare: fc.double({ min: 0, max: 1, noNaN: true }),
    raceWeekday: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    currentWeeklyKm: kmArb(5, 150),
    longestRecentRunKm: kmArb(2, 40),
    recentRace: recentRaceArb,
  })
  .map((r) => {
    const { min, max } = PLAN_WEEKS[r.goalDistance];
    const durationWeeks = Math.min(max, min + Math.floor(r.weekShare * (max - min + 1)));
    const longRunDay = r.runDays[r.longRunIndex % r.runDays.length]!;
    let raceDate = raceDateForWeeks(r.startDate, durationWeeks, r.raceWeekday ?? longRunDay);
    // A race date falls on any day of the last week, but after the start.
    if (raceDate <= r.startDate) raceDate = raceDateForWeeks(r.startDate, durationWeeks, longRunDay);
    return {
      goalDistance: r.goalDistance,
      startDate: r.startDate,
      raceDate,
      durationWeeks,
      runDays: [...r.runDays].sort((a, b) => a - b),
      longRunDay,
      experienceLevel: r.experienceLevel,
      currentWeeklyKm: r.currentWeeklyKm,
      longestRecentRunKm: r.longestRecentRunKm,
      recentRace: r.recentRace,
    };
  });

/** How the runner answered one workout: nothing, done (maybe with numbers), or not done. */
export type FeedbackChoice =
  | null
  | { completed: false }
  | {
      completed: true;
      distanceFactor: number | null;
      effortRating: number | null;
      energyLevel: number | null;
      recoveryRating: number | null;
    };

export const feedbackChoiceArb: fc.Arbitrary<FeedbackChoice> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 3,
    arbitrary: fc.record({
      completed: fc.constant(true),
      distanceFactor: fc.option(fc.double({ min: 0.3, max: 1.5, noNaN: true }), { nil: null }),
      effortRating: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      energyLevel: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      recoveryRating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ completed: false as const }) },
);

/** Runs logged on days the plan had none. */
export const extraRunsArb = fc.array(
  fc.record({ dayOffset: fc.integer({ min: -10, max: 24 * 7 }), km: kmArb(1, 30) }),
  { maxLength: 4 },
);
