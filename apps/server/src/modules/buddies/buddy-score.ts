import {
  EXPERIENCE_LEVELS,
  parsePace,
  type BuddyScoreFactor,
  type BuddyScoreReason,
  type Flexibility,
} from '@stride/contracts';
import { ageOn, type BuddyCandidate } from './buddy-runner.ts';

/**
 * Points each part of the score can give; they add up to 100. Pace decides most whether two runners
 * can run together, then how near they live and whether their weeks overlap; goals, experience and
 * age refine the order.
 */
export const BUDDY_SCORE_WEIGHTS: Record<BuddyScoreFactor, number> = {
  pace: 25,
  distance: 20,
  schedule: 20,
  goals: 15,
  experience: 10,
  age: 10,
};

/** Pace gap (seconds per km) that still earns full pace points; the points reach 0 at four times it. */
export const PACE_TOLERANCE_S: Record<Flexibility, number> = { strict: 15, moderate: 30, flexible: 60 };

/** Share of the time-of-day points kept when preferred times differ, by schedule flexibility. */
export const TIME_MISMATCH_KEEPS: Record<Flexibility, number> = { strict: 0, moderate: 0.25, flexible: 0.5 };

/** Age gap (years) with full age points, and the gap at which they reach 0. */
export const AGE_GAP_YEARS = { full: 3, none: 20 } as const;

const FLEXIBILITY_ORDER: readonly Flexibility[] = ['strict', 'moderate', 'flexible'];

/** The stricter of two flexibilities: the score respects the runner who minds more. */
function stricter(a: Flexibility, b: Flexibility): Flexibility {
  return FLEXIBILITY_ORDER[Math.min(FLEXIBILITY_ORDER.indexOf(a), FLEXIBILITY_ORDER.indexOf(b))]!;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** 1 at or under `full`, 0 at or over `none`, linear between. */
const falloff = (gap: number, full: number, none: number) => clamp01((none - gap) / (none - full));

/** Shared items over the shorter list (0 when either is empty), compared by `key`. */
function overlap(a: readonly string[], b: readonly string[], key: (s: string) => string): number {
  const left = new Set(a.map(key).filter(Boolean));
  const right = new Set(b.map(key).filter(Boolean));
  if (!left.size || !right.size) return 0;
  let shared = 0;
  for (const item of left) if (right.has(item)) shared++;
  return shared / Math.min(left.size, right.size);
}

const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const dayKey = (s: string) => s.trim().toLowerCase().slice(0, 3);

function paceShare(a: BuddyCandidate, b: BuddyCandidate): number {
  const paceA = parsePace(a.preferredPace);
  const paceB = parsePace(b.preferredPace);
  if (paceA === null || paceB === null) return 0;
  const tolerance = PACE_TOLERANCE_S[stricter(a.preferences.paceFlexibility, b.preferences.paceFlexibility)];
  return falloff(Math.abs(paceA - paceB), tolerance, 4 * tolerance);
}

function distanceShare(a: BuddyCandidate, b: BuddyCandidate, distanceKm: number): number {
  const limit = Math.min(a.preferences.maxDistance, b.preferences.maxDistance);
  return clamp01(1 - distanceKm / limit);
}

/** Days in common count 60 %, the time of day 40 %. */
function scheduleShare(a: BuddyCandidate, b: BuddyCandidate): number {
  const days = overlap(a.availabilityDays, b.availabilityDays, dayKey);
  let time = 0;
  if (a.preferredTime && b.preferredTime) {
    const same =
      a.preferredTime === b.preferredTime || a.preferredTime === 'any' || b.preferredTime === 'any';
    time = same
      ? 1
      : TIME_MISMATCH_KEEPS[stricter(a.preferences.scheduleFlexibility, b.preferences.scheduleFlexibility)];
  }
  return 0.6 * days + 0.4 * time;
}

/**
 * Training goals (the distances of the runners' active goals: two runners training for a marathon) and
 * preferred distances in common, each part counted only when both runners gave it, the two averaged.
 * When neither runner asks for aligned goals (runningGoalAlignment off on both sides) goals cannot set
 * them apart: full points.
 */
function goalsShare(a: BuddyCandidate, b: BuddyCandidate): number {
  if (!a.preferences.runningGoalAlignment && !b.preferences.runningGoalAlignment) return 1;
  const given = (x: readonly string[], y: readonly string[]) => x.length > 0 && y.length > 0;
  const shares = [
    given(a.goalDistances, b.goalDistances) ? overlap(a.goalDistances, b.goalDistances, normalise) : null,
    given(a.preferredDistances, b.preferredDistances)
      ? overlap(a.preferredDistances, b.preferredDistances, normalise)
      : null,
  ].filter((share) => share !== null);
  return shares.length ? shares.reduce((sum, share) => sum + share, 0) / shares.length : 0;
}

function experienceShare(a: BuddyCandidate, b: BuddyCandidate): number {
  const levels = EXPERIENCE_LEVELS as readonly string[];
  const levelA = levels.indexOf(a.experienceLevel ?? '');
  const levelB = levels.indexOf(b.experienceLevel ?? '');
  if (levelA < 0 || levelB < 0) return 0;
  return 1 - Math.abs(levelA - levelB) / (levels.length - 1);
}

function ageShare(a: BuddyCandidate, b: BuddyCandidate, today: string): number {
  const ageA = ageOn(a.dateOfBirth, today);
  const ageB = ageOn(b.dateOfBirth, today);
  if (ageA === null || ageB === null) return 0;
  return falloff(Math.abs(ageA - ageB), AGE_GAP_YEARS.full, AGE_GAP_YEARS.none);
}

export interface BuddyScore {
  /** 0 to 100, the sum of the reasons' points. */
  score: number;
  reasons: BuddyScoreReason[];
}

/**
 * How well two runners suit each other (issue 11), with each part's points so the runner sees why.
 * Symmetric: score(a, b) = score(b, a). A part whose data one runner left empty (no pace, no days,
 * no level, no date of birth) gives 0 points rather than a guess. `today` (YYYY-MM-DD) dates the ages.
 */
export function buddyScore(
  a: BuddyCandidate,
  b: BuddyCandidate,
  distanceKm: number,
  today: string,
): BuddyScore {
  const shares: Record<BuddyScoreFactor, number> = {
    pace: paceShare(a, b),
    distance: distanceShare(a, b, distanceKm),
    schedule: scheduleShare(a, b),
    goals: goalsShare(a, b),
    experience: experienceShare(a, b),
    age: ageShare(a, b, today),
  };
  const reasons = (Object.keys(BUDDY_SCORE_WEIGHTS) as BuddyScoreFactor[]).map((factor) => {
    const max = BUDDY_SCORE_WEIGHTS[factor];
    return { factor, points: Math.round(max * shares[factor]), max };
  });
  return { score: reasons.reduce((sum, r) => sum + r.points, 0), reasons };
}
