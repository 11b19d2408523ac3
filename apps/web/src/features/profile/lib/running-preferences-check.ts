import { profileUpdateSchema, type ProfileUpdateInput } from '@stride/contracts';

// The running preferences' checks, loaded when the runner first focuses the form or saves it, not with
// the page (issue 30): zod, the profile schema and the messages' English registry were a third of the
// profile page's JavaScript, and most visits read the page without editing it.
// The form loads the messages' namespace with this module (MESSAGES_NAMESPACE), before it translates.
export { fieldMessages, MESSAGES_NAMESPACE, translateMessage } from '@/lib/messages';

/** The running preferences: the profile update's own rules for these fields, nothing else. */
const runningPreferencesSchema = profileUpdateSchema.pick({
  bio: true,
  preferredPace: true,
  experienceLevel: true,
  preferredTime: true,
  availabilityDays: true,
});

export type RunningPreferences = Pick<
  ProfileUpdateInput,
  'bio' | 'preferredPace' | 'experienceLevel' | 'preferredTime' | 'availabilityDays'
>;
export type RunningPreferenceField = keyof RunningPreferences;

/**
 * The values to save (as the server reads them), or each field's first message (a message code, for
 * translateMessage) when the schema the server uses refuses them.
 */
export function checkRunningPreferences(
  values: Record<RunningPreferenceField, unknown>,
):
  | { ok: true; values: RunningPreferences }
  | { ok: false; errors: Partial<Record<RunningPreferenceField, string>> } {
  const result = runningPreferencesSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors: Partial<Record<RunningPreferenceField, string>> = {};
  for (const issue of result.error.issues) errors[issue.path[0] as RunningPreferenceField] ??= issue.message;
  return { ok: false, errors };
}
