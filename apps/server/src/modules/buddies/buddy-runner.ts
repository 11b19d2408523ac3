import type { BuddyPreferences } from '@stride/contracts';

/** What the buddy rules read of a runner: profile fields (users) and their buddy_preferences. */
export interface BuddyCandidate {
  id: string;
  /** YYYY-MM-DD, or null when the runner never gave one. */
  dateOfBirth: string | null;
  sex: string | null;
  experienceLevel: string | null;
  /** As typed ("5:30", "5:30/km", "8:50/mi"); read with parsePace. */
  preferredPace: string | null;
  availabilityDays: readonly string[];
  preferredTime: string | null;
  /** The distances of the runner's active training goals (user_goals), e.g. ['marathon']. */
  goalDistances: readonly string[];
  preferredDistances: readonly string[];
  preferences: BuddyPreferences;
}

/** Whole years completed on `today` (YYYY-MM-DD): the birthday counts from its day on. */
export function ageOn(dateOfBirth: string | null, today: string): number | null {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return null;
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** Kilometres as a suggestion shows them: 1 decimal, never less than 0.1 (two runners in one suburb). */
export function roundDistanceKm(km: number): number {
  return Math.max(0.1, Math.round(km * 10) / 10);
}
