/** Translation keys for the option lists the buddy screens show (full literals for the i18n check). */
export const FACTOR_LABEL = {
  pace: 'social:factors.pace',
  distance: 'social:factors.distance',
  schedule: 'social:factors.schedule',
  goals: 'social:factors.goals',
  experience: 'social:factors.experience',
  age: 'social:factors.age',
} as const;

export const FLEXIBILITY_LABEL = {
  strict: 'social:flexibility.strict',
  moderate: 'social:flexibility.moderate',
  flexible: 'social:flexibility.flexible',
} as const;

export const GENDER_LABEL = {
  male: 'social:gender.male',
  female: 'social:gender.female',
  'non-binary': 'social:gender.nonBinary',
  any: 'social:gender.any',
} as const;

export const STYLE_LABEL = {
  chatty: 'social:style.chatty',
  moderate: 'social:style.moderate',
  quiet: 'social:style.quiet',
  any: 'social:style.any',
} as const;
