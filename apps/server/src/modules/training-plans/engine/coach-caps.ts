import type { PaceRange, PaceZone, PlanGoalDistance, PlanWorkout, TrainingPaces } from '@stride/contracts';
import { slowerRange } from './paces.ts';

/*
 * Coach-grade limits on single sessions (Daniels' Running Formula, 3rd ed., ch. 3–4; issue 27). They sit
 * beside the load caps (caps.ts): those keep weeks and runs from growing too fast, these keep one session
 * from holding more than a coach would give it.
 *
 * - Long run: at most 150 minutes at the runner's easy pace; a marathon plan's longest at most 3 hours
 *   and 32 km (Daniels: the lesser of 25–30 % of the week and 150 minutes, the marathon excepted).
 * - Marathon-pace work: at most 110 minutes or 29 km in one session, whichever comes first.
 * - Threshold (T) work: at most 10 % of the week's kilometres in one session.
 * - Interval (I) work: at most 8 % of the week or 10 km; repetition (R) work at most 5 % or 8 km.
 */

export const LONG_RUN_MAX_MIN = 150;
export const MARATHON_LONG_RUN_MAX_MIN = 180;
export const MARATHON_LONG_RUN_MAX_KM = 32;
export const MARATHON_PACE_MAX_MIN = 110;
export const MARATHON_PACE_MAX_KM = 29;
export const THRESHOLD_SHARE = 0.1;
export const INTERVAL_SHARE = 0.08;
export const INTERVAL_MAX_KM = 10;
export const REPETITION_SHARE = 0.05;
export const REPETITION_MAX_KM = 8;

const mid = (r: PaceRange) => (r.fastSecPerKm + r.slowSecPerKm) / 2;
const floor1 = (km: number) => Math.floor(km * 10 + 1e-9) / 10;

/** The longest long run for the plan, in km at the runner's easy pace (slower on eased days). */
export function longRunCapKm(paces: TrainingPaces, goal: PlanGoalDistance, paceFactor = 1): number {
  const easy = mid(slowerRange(paces.zones.easy, paceFactor));
  if (goal === 'marathon')
    return floor1(Math.min((MARATHON_LONG_RUN_MAX_MIN * 60) / easy, MARATHON_LONG_RUN_MAX_KM));
  return floor1((LONG_RUN_MAX_MIN * 60) / easy);
}

/** The most marathon-pace work one session may hold, in km. */
export function marathonPaceCapKm(paces: TrainingPaces, paceFactor = 1): number {
  const pace = mid(slowerRange(paces.zones.marathon, paceFactor));
  return Math.min((MARATHON_PACE_MAX_MIN * 60) / pace, MARATHON_PACE_MAX_KM);
}

/** Kilometres of a workout run in one pace zone (its blocks; warm-ups, cool-downs and jogs are easy). */
export function zoneKm(workout: Pick<PlanWorkout, 'structure'>, zone: PaceZone): number {
  return workout.structure.blocks
    .filter((b) => b.zone === zone)
    .reduce((sum, b) => sum + (b.count * b.distanceM) / 1000, 0);
}

/**
 * The most each kind of quality work may be in one session of a week of `weekKm` (the week's training
 * kilometres, race excluded), by zone. Zones not listed are not quality work (or the race's own pace).
 */
export function qualityCapsKm(weekKm: number, paces: TrainingPaces, paceFactor = 1) {
  return {
    threshold: THRESHOLD_SHARE * weekKm,
    interval: Math.min(INTERVAL_SHARE * weekKm, INTERVAL_MAX_KM),
    repetition: Math.min(REPETITION_SHARE * weekKm, REPETITION_MAX_KM),
    marathon: marathonPaceCapKm(paces, paceFactor),
  } as const;
}

export type QualityZone = keyof ReturnType<typeof qualityCapsKm>;
export const QUALITY_ZONES: readonly QualityZone[] = ['threshold', 'interval', 'repetition', 'marathon'];

const EPSILON = 1e-6;

/** Whether a workout holds more of some quality zone than a week of `weekKm` allows. */
export function exceedsQualityCaps(
  workout: Pick<PlanWorkout, 'structure'>,
  weekKm: number,
  paces: TrainingPaces,
  paceFactor = 1,
): boolean {
  const caps = qualityCapsKm(weekKm, paces, paceFactor);
  return QUALITY_ZONES.some((zone) => zoneKm(workout, zone) > caps[zone] + EPSILON);
}
