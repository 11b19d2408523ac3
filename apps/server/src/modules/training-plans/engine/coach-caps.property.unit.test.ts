import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARATHON_REQUEST, planRequestArb } from '../../../../test/helpers/training-arbitraries.ts';
import { buildPlan } from './build-plan.ts';
import {
  INTERVAL_MAX_KM,
  INTERVAL_SHARE,
  MARATHON_LONG_RUN_MAX_KM,
  MARATHON_PACE_MAX_KM,
  THRESHOLD_SHARE,
  longRunCapKm,
  marathonPaceCapKm,
  zoneKm,
} from './coach-caps.ts';
import type { PlanState } from './types.ts';

// Coach-grade caps (Daniels, Running Formula; issue 27) over 5k to marathon, 3–6 run days, 8–24 weeks.

const RUNS = { numRuns: 200 };
const PROPERTY_TIMEOUT = 60_000;
const EPSILON = 1e-6;

const trainingKm = (week: PlanState['weeks'][number]) =>
  week.workouts.filter((w) => w.type !== 'race').reduce((s, w) => s + w.distanceKm, 0);

describe('coach-grade caps on every generated plan', () => {
  it(
    'keeps each long run within 150 minutes at easy pace (a marathon plan within 3 hours and 32 km)',
    () => {
      fc.assert(
        fc.property(planRequestArb, (request) => {
          const plan = buildPlan(request);
          const cap = longRunCapKm(plan.paces, plan.goalDistance);
          const easyMid = (plan.paces.zones.easy.fastSecPerKm + plan.paces.zones.easy.slowSecPerKm) / 2;
          for (const w of plan.weeks.flatMap((week) => week.workouts).filter((x) => x.type === 'long')) {
            expect(w.distanceKm).toBeLessThanOrEqual(cap + EPSILON);
            const minutes = (w.distanceKm * easyMid) / 60;
            expect(minutes).toBeLessThanOrEqual((plan.goalDistance === 'marathon' ? 180 : 150) + EPSILON);
            if (plan.goalDistance === 'marathon')
              expect(w.distanceKm).toBeLessThanOrEqual(MARATHON_LONG_RUN_MAX_KM);
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'keeps marathon-pace work within 110 minutes or 29 km, threshold within 10 % of the week, intervals within 8 % or 10 km',
    () => {
      fc.assert(
        fc.property(planRequestArb, (request) => {
          const plan = buildPlan(request);
          const mpCap = marathonPaceCapKm(plan.paces);
          const mpPace =
            (plan.paces.zones.marathon.fastSecPerKm + plan.paces.zones.marathon.slowSecPerKm) / 2;
          expect(mpCap).toBeLessThanOrEqual(MARATHON_PACE_MAX_KM);
          expect((mpCap * mpPace) / 60).toBeLessThanOrEqual(110 + EPSILON);
          for (const week of plan.weeks) {
            const km = trainingKm(week);
            for (const w of week.workouts.filter((x) => x.type !== 'race')) {
              expect(zoneKm(w, 'marathon')).toBeLessThanOrEqual(mpCap + EPSILON);
              expect(zoneKm(w, 'threshold')).toBeLessThanOrEqual(THRESHOLD_SHARE * km + EPSILON);
              expect(zoneKm(w, 'interval')).toBeLessThanOrEqual(
                Math.min(INTERVAL_SHARE * km, INTERVAL_MAX_KM) + EPSILON,
              );
            }
          }
        }),
        RUNS,
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('the long runs of the issue', () => {
  it('no longer reach 29.2 km at an estimated 157 minutes in a marathon plan from a 50:00 10k', () => {
    const plan = buildPlan(MARATHON_REQUEST);
    const longest = Math.max(
      ...plan.weeks
        .flatMap((w) => w.workouts)
        .filter((w) => w.type === 'long')
        .map((w) => w.distanceKm),
    );
    expect(longest).toBeLessThanOrEqual(longRunCapKm(plan.paces, 'marathon'));
    expect(longest).toBeLessThan(29.2);
  });
});
