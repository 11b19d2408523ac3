/*
 * Pace groups, attendance and club challenges (issue 29): their limits and time rules, without zod, so
 * the event page can use them without the validation library (like event-texts.ts).
 */

export const PACE_GROUP_LIMITS = {
  /** Groups one event may have. */
  maxGroups: 8,
  /** A group's pace, seconds per km: 2:30 to 12:00. */
  minPaceSecPerKm: 150,
  maxPaceSecPerKm: 720,
  label: 40,
  leader: 80,
  /** How far from the runner's pace a group may be for the search's pace filter, by default and at most. */
  defaultToleranceSec: 30,
  maxToleranceSec: 300,
} as const;

/** Attendance is taken from 30 minutes before a run starts until 3 hours after. */
export const CHECK_IN_WINDOW = { beforeStartMs: 30 * 60_000, afterStartMs: 3 * 3_600_000 } as const;

/** The check-in code: 4 digits. */
export const CHECK_IN_CODE_PATTERN = /^\d{4}$/;

/** When attendance for a run starting at `startsAt` opens and closes. */
export function checkInWindow(startsAt: Date | string): { opensAt: Date; closesAt: Date } {
  const start = new Date(startsAt).getTime();
  return {
    opensAt: new Date(start - CHECK_IN_WINDOW.beforeStartMs),
    closesAt: new Date(start + CHECK_IN_WINDOW.afterStartMs),
  };
}

/** Whether attendance for a run starting at `startsAt` can be taken at `now`. */
export function checkInOpen(startsAt: Date | string, now: Date = new Date()): boolean {
  const { opensAt, closesAt } = checkInWindow(startsAt);
  return now.getTime() >= opensAt.getTime() && now.getTime() <= closesAt.getTime();
}

/** What a club challenge counts: check-ins at the club's runs, or kilometres of the member's activities. */
export const CHALLENGE_METRICS = ['runs_attended', 'distance_km'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];

export const CHALLENGE_LIMITS = {
  title: 120,
  /** Runs attended or kilometres to reach. */
  maxTarget: 10_000,
  /** A challenge lasts at most this many days, start and end included. */
  maxDays: 366,
  /** Leaderboard rows in the list of a club's challenges, and on one challenge's own answer. */
  leaderboardInList: 10,
  leaderboard: 200,
} as const;
