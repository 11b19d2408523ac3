import {
  RACE_DISTANCE_KM,
  parseRaceTime,
  type ExperienceLevel,
  type PaceRange,
  type PaceZone,
  type PlanGoalDistance,
  type TrainingPaces,
} from '@stride/contracts';
import { paceAtFraction, predictRaceSeconds, vdotFromRace } from './vdot.ts';

/** Daniels' intensity bands, as fractions of VO2max (Daniels' Running Formula, chapter 4; issue 10). */
export const ZONE_BANDS = {
  easy: [0.59, 0.74],
  marathon: [0.75, 0.84],
  threshold: [0.83, 0.88],
  interval: [0.95, 1.0],
  repetition: [1.0, 1.1],
} as const;

/**
 * What a workout asks for inside those bands. Easy runs take the middle of E (62–70 %), which matches
 * the published VDOT calculator (VDOT 40: 6:08–6:46 /km) and keeps easy days truly easy; recovery runs
 * the slow end. Threshold is the top of T (Daniels' table T pace, VDOT 40: 5:06 /km is 88 %), interval
 * the whole I band (the table's I pace, 97.5 %, is its middle), repetition about 105 % (the table's R).
 */
const PRESCRIBED: Record<
  'recovery' | 'easy' | 'threshold' | 'interval' | 'repetition',
  readonly [number, number]
> = {
  recovery: [0.59, 0.62],
  easy: [0.62, 0.7],
  threshold: [0.86, 0.88],
  interval: [0.95, 1.0],
  repetition: [1.04, 1.07],
};

/** Marathon and race pace: the predicted race pace give or take 1.5 %. */
const RACE_PACE_SPREAD = 0.015;

/**
 * Without a race, a cautious VDOT per experience level, so the paces err slow (they are marked as
 * estimates): 30 is a 30:40 5k (about parkrun's median finish), 38 a 25:12, 46 a 21:25, 54 an 18:40.
 */
export const EXPERIENCE_VDOT: Record<ExperienceLevel, number> = {
  beginner: 30,
  intermediate: 38,
  advanced: 46,
  elite: 54,
};

/** Outside this the equations are extrapolated too far (Daniels' tables span 30 to 85). */
const VDOT_MIN = 15;
const VDOT_MAX = 90;

export interface RecentRaceInput {
  distanceKm: number;
  /** H:MM:SS or MM:SS. */
  time: string;
}

export function runnerVdot(
  recentRace: RecentRaceInput | null | undefined,
  experienceLevel: ExperienceLevel,
): { vdot: number; source: 'race' | 'experience' } {
  const seconds = recentRace ? parseRaceTime(recentRace.time) : null;
  if (recentRace && seconds) {
    const vdot = vdotFromRace(recentRace.distanceKm * 1000, seconds);
    return { vdot: Math.round(Math.min(VDOT_MAX, Math.max(VDOT_MIN, vdot)) * 10) / 10, source: 'race' };
  }
  return { vdot: EXPERIENCE_VDOT[experienceLevel], source: 'experience' };
}

/** The pace range between two fractions of VO2max: the higher fraction is the faster pace. */
function range(vdot: number, [low, high]: readonly [number, number]): PaceRange {
  return {
    fastSecPerKm: Math.round(paceAtFraction(vdot, high)),
    slowSecPerKm: Math.round(paceAtFraction(vdot, low)),
  };
}

function around(secPerKm: number): PaceRange {
  return {
    fastSecPerKm: Math.round(secPerKm * (1 - RACE_PACE_SPREAD)),
    slowSecPerKm: Math.round(secPerKm * (1 + RACE_PACE_SPREAD)),
  };
}

/** Predicted race pace (s/km) over `distanceKm` at this VDOT. */
export function predictedPace(vdot: number, distanceKm: number): number {
  return predictRaceSeconds(vdot, distanceKm * 1000) / distanceKm;
}

/** Every zone's pace range for a runner of `vdot` training for `goalDistance`. */
export function trainingPaces(
  vdot: number,
  goalDistance: PlanGoalDistance,
  source: 'race' | 'experience',
): TrainingPaces {
  const goalKm = RACE_DISTANCE_KM[goalDistance];
  // Marathon pace is the predicted marathon pace, kept inside Daniels' M band (75–84 % of VO2max).
  const predictedMarathon = around(predictedPace(vdot, RACE_DISTANCE_KM.marathon));
  const band = range(vdot, ZONE_BANDS.marathon);
  const marathon = {
    fastSecPerKm: Math.max(predictedMarathon.fastSecPerKm, band.fastSecPerKm),
    slowSecPerKm: Math.min(predictedMarathon.slowSecPerKm, band.slowSecPerKm),
  };
  const zones: Record<PaceZone, PaceRange> = {
    recovery: range(vdot, PRESCRIBED.recovery),
    easy: range(vdot, PRESCRIBED.easy),
    marathon,
    threshold: range(vdot, PRESCRIBED.threshold),
    interval: range(vdot, PRESCRIBED.interval),
    repetition: range(vdot, PRESCRIBED.repetition),
    race: around(predictedPace(vdot, goalKm)),
  };
  return {
    vdot,
    source,
    estimated: source === 'experience',
    zones,
    predictedRaceSec: Math.round(predictRaceSeconds(vdot, goalKm * 1000)),
  };
}

/** The paces of a plan: from the recent race when there is one, else estimated from experience. */
export function pacesForRunner(input: {
  recentRace?: RecentRaceInput | null;
  experienceLevel: ExperienceLevel;
  goalDistance: PlanGoalDistance;
}): TrainingPaces {
  const { vdot, source } = runnerVdot(input.recentRace, input.experienceLevel);
  return trainingPaces(vdot, input.goalDistance, source);
}

/** A pace range made slower by `factor` (1.03 = 3 % slower), for eased days. */
export function slowerRange(paceRange: PaceRange, factor: number): PaceRange {
  if (factor === 1) return paceRange;
  return {
    fastSecPerKm: Math.round(paceRange.fastSecPerKm * factor),
    slowSecPerKm: Math.round(paceRange.slowSecPerKm * factor),
  };
}
