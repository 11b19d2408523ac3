import { BUDDY_LIMITS } from '@stride/contracts';
import { ageOn, type BuddyCandidate } from './buddy-runner.ts';

/** Why two runners are not offered to each other, the first rule that fails. */
export type BuddyRejection =
  'self' | 'inactive' | 'age_unknown' | 'under_age' | 'too_far' | 'age_range' | 'gender' | 'experience';

/** Whether `who` passes the filters `chooser` set: age range, gender and experience levels. */
function passesFiltersOf(
  chooser: BuddyCandidate,
  who: BuddyCandidate,
  whoAge: number,
): BuddyRejection | null {
  const p = chooser.preferences;
  if (whoAge < p.ageRangeMin || whoAge > p.ageRangeMax) return 'age_range';
  if (p.genderPreference !== 'any' && who.sex !== p.genderPreference) return 'gender';
  if (
    p.experienceLevelPreference.length > 0 &&
    !(p.experienceLevelPreference as readonly string[]).includes(who.experienceLevel ?? '')
  )
    return 'experience';
  return null;
}

/**
 * The first reason `a` and `b` may not be suggested to each other, or null when both sides'
 * preferences accept the other (issue 11): both active adults, `distanceKm` (between their home
 * localities) within both maxDistance, each inside the other's age range, gender and experience
 * preferences. A runner whose sex or experience is unknown only passes filters left at 'any'.
 * `today` (YYYY-MM-DD) dates the ages.
 */
export function buddyRejection(
  a: BuddyCandidate,
  b: BuddyCandidate,
  distanceKm: number,
  today: string,
): BuddyRejection | null {
  if (a.id === b.id) return 'self';
  if (!a.preferences.isActive || !b.preferences.isActive) return 'inactive';
  const ageA = ageOn(a.dateOfBirth, today);
  const ageB = ageOn(b.dateOfBirth, today);
  if (ageA === null || ageB === null) return 'age_unknown';
  if (ageA < BUDDY_LIMITS.age.min || ageB < BUDDY_LIMITS.age.min) return 'under_age';
  if (distanceKm > a.preferences.maxDistance || distanceKm > b.preferences.maxDistance) return 'too_far';
  return passesFiltersOf(a, b, ageB) ?? passesFiltersOf(b, a, ageA);
}

export function mutuallyAcceptable(
  a: BuddyCandidate,
  b: BuddyCandidate,
  distanceKm: number,
  today: string,
): boolean {
  return buddyRejection(a, b, distanceKm, today) === null;
}
