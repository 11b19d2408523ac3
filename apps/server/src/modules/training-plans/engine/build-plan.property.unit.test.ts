import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRequestArb } from '../../../../test/helpers/training-arbitraries.ts';
import { buildPlan } from './build-plan.ts';
import { CUTBACK_FACTOR, TAPER_WEEKS } from './design.ts';
import { planViolations } from './rules.ts';
import type { PlanState } from './types.ts';

// Property-based: every plan over the whole input space keeps every rule (issue 10, done-when).

const trainingKm = (week: PlanState['weeks'][number]) =>
  week.workouts.filter((w) => w.type !== 'race').reduce((s, w) => s + w.distanceKm, 0);

function everyNumberFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(everyNumberFinite);
  if (value && typeof value === 'object') return Object.values(value).every(everyNumberFinite);
  return true;
}

const RUNS = { numRuns: 200 };

/**
 * The lower bounds of cutbacks and tapers are about a sensible design, which needs a sensible runner:
 * one whose longest recent run is at least their average run (else the single-run cap keeps every run
 * short and whole runs drop out of small weeks). The caps themselves hold for every input.
 */
const consistent = (r: { longestRecentRunKm: number; currentWeeklyKm: number; runDays: number[] }) =>
  r.longestRecentRunKm >= r.currentWeeklyKm / r.runDays.length;

/** Property runs build hundreds of plans; on a busy machine that takes seconds. */
const PROPERTY_TIMEOUT = 60_000;

describe('every generated plan', () => {
  it(
    'keeps the caps, the run days, the long-run day, the race on race day and increasing dates',
    () => {
      fc.assert(
        fc.property(planRequestArb, (request) => {
          expect(planViolations(buildPlan(request))).toEqual([]);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'has no NaN or infinite number anywhere and only workouts between start and race day',
    () => {
      fc.assert(
        fc.property(planRequestArb, (request) => {
          const plan = buildPlan(request);
          expect(everyNumberFinite(plan)).toBe(true);
          for (const w of plan.weeks.flatMap((week) => week.workouts)) {
            expect(w.date >= request.startDate && w.date <= request.raceDate).toBe(true);
          }
          expect(plan.weeks).toHaveLength(request.durationWeeks);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'has a cutback week (about 25 % less) every 3 or 4 weeks before the taper',
    () => {
      fc.assert(
        fc.property(planRequestArb, (request) => {
          const plan = buildPlan(request);
          const every = plan.design.cutbackEvery;
          let run = 0;
          plan.weeks.forEach((week, i) => {
            if (week.phase === 'taper') return;
            run = week.isCutback ? 0 : run + 1;
            expect(run).toBeLessThan(every);
            const before = plan.weeks[i - 1];
            if (week.isCutback && before && trainingKm(before) > 0) {
              expect(trainingKm(week)).toBeLessThanOrEqual(CUTBACK_FACTOR * trainingKm(before) + 1e-6);
              // Tiny weeks lose more to whole runs dropped; from 15 km on a cutback stays a cutback.
              if (trainingKm(before) >= 15 && consistent(request))
                expect(trainingKm(week)).toBeGreaterThanOrEqual(0.6 * trainingKm(before));
            }
          });
          expect([3, 4]).toContain(every);
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'tapers for 2–3 weeks at 40–60 % below the biggest week, keeping a quality session where volume allows',
    () => {
      fc.assert(
        fc.property(planRequestArb, (request) => {
          const plan = buildPlan(request);
          const taper = plan.weeks.filter((w) => w.phase === 'taper');
          expect(taper).toHaveLength(TAPER_WEEKS[request.goalDistance]);
          expect(plan.weeks.slice(-taper.length).every((w) => w.phase === 'taper')).toBe(true);
          const peak = Math.max(...plan.weeks.filter((w) => w.phase !== 'taper').map(trainingKm));
          for (const week of taper) {
            expect(trainingKm(week)).toBeLessThanOrEqual(0.6 * peak + 1e-6);
            // Before race week the cut is 40–60 % (a little more where whole runs drop out).
            if (week !== taper.at(-1) && peak >= 20 && consistent(request))
              expect(trainingKm(week)).toBeGreaterThanOrEqual(0.3 * peak);
            // Intensity stays: a taper week of 20 km or more whose caps allow runs of 8 km has a quality session.
            const longest = Math.max(
              0,
              ...week.workouts.filter((w) => w.type !== 'race').map((w) => w.distanceKm),
            );
            if (trainingKm(week) >= 20 && longest >= 8) {
              expect(
                week.workouts.some((w) => ['tempo', 'intervals', 'marathon_pace'].includes(w.type)),
              ).toBe(true);
            }
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'is deterministic',
    () => {
      fc.assert(
        fc.property(planRequestArb, (request) => {
          expect(buildPlan(request)).toEqual(buildPlan(structuredClone(request)));
        }),
        { numRuns: 50 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
