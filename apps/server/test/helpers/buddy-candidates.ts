import { DEFAULT_BUDDY_PREFERENCES, type BuddyPreferences } from '@stride/contracts';
import type { BuddyCandidate } from '../../src/modules/buddies/buddy-runner.ts';

/** A complete runner for the buddy rules' tests; overrides replace fields, `preferences` merges. */
export function candidate(
  overrides: Partial<Omit<BuddyCandidate, 'preferences'>> & { preferences?: Partial<BuddyPreferences> } = {},
): BuddyCandidate {
  const { preferences, ...fields } = overrides;
  return {
    id: 'runner-a',
    dateOfBirth: '1990-05-20',
    sex: 'female',
    experienceLevel: 'intermediate',
    preferredPace: '5:30',
    availabilityDays: ['tuesday', 'thursday', 'saturday'],
    preferredTime: 'early_morning',
    goalDistances: ['half_marathon'],
    preferredDistances: ['10k', 'half_marathon'],
    ...fields,
    preferences: { ...DEFAULT_BUDDY_PREFERENCES, ...preferences },
  };
}
