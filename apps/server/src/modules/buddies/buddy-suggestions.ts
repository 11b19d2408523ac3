import { buddyRejection } from './buddy-eligibility.ts';
import { roundDistanceKm, type BuddyCandidate } from './buddy-runner.ts';
import { buddyScore, type BuddyScore } from './buddy-score.ts';

export interface NearbyRunner<T extends BuddyCandidate = BuddyCandidate> {
  runner: T;
  /** Real distance between the two home localities, in km. */
  distanceKm: number;
}

export interface RankedBuddy<T extends BuddyCandidate = BuddyCandidate> extends BuddyScore {
  runner: T;
  /** 1 decimal. */
  distanceKm: number;
}

/**
 * GET /api/buddies/suggestions after the database found the runners near `me`: keeps those both
 * sides accept, scores them, best first (then nearest, then by id so pages are stable), at most
 * `limit`. Runners already paired with `me` in any state (pending, accepted, declined, blocked)
 * are passed in `excludeIds`.
 */
export function rankBuddySuggestions<T extends BuddyCandidate>(
  me: BuddyCandidate,
  nearby: readonly NearbyRunner<T>[],
  options: { today: string; limit: number; excludeIds?: ReadonlySet<string> },
): RankedBuddy<T>[] {
  return nearby
    .filter(
      ({ runner, distanceKm }) =>
        !options.excludeIds?.has(runner.id) && !buddyRejection(me, runner, distanceKm, options.today),
    )
    .map(({ runner, distanceKm }) => ({
      runner,
      distanceKm: roundDistanceKm(distanceKm),
      ...buddyScore(me, runner, distanceKm, options.today),
    }))
    .sort(
      (x, y) => y.score - x.score || x.distanceKm - y.distanceKm || x.runner.id.localeCompare(y.runner.id),
    )
    .slice(0, options.limit);
}
