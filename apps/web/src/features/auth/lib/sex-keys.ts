import type { SEX_OPTIONS } from '@stride/contracts';

/** Translation keys of the sex options, shared by sign-up and profile setup. */
export const SEX_KEYS: Record<(typeof SEX_OPTIONS)[number], string> = {
  male: 'auth:sex.male',
  female: 'auth:sex.female',
  'non-binary': 'auth:sex.nonBinary',
  'prefer-not-to-say': 'auth:sex.preferNotToSay',
};
