import { EXPERIENCE_LEVELS, PREFERRED_TIMES, WEEKDAYS, type OwnProfile } from '@stride/contracts';
import type { i18n as I18n } from 'i18next';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, controlClass, describedBy, focusFirstInvalid } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { EXPERIENCE_LEVEL_LABELS, PREFERRED_TIME_LABELS, WEEKDAY_LABELS } from '@/lib/option-labels';
import { useUpdateProfile } from '../api/profile';
import type { RunningPreferenceField } from '../lib/running-preferences-check';

// The checks (zod, the profile schema, the messages' registry and their translations) load when the
// runner first focuses the form, or at the latest when they save it; reading the profile never loads
// them, and its first render does not wait for the messages' translations (issue 30).
const loadChecks = (i18n: I18n) =>
  import('../lib/running-preferences-check').then(async (checks) => {
    await i18n.loadNamespaces(checks.MESSAGES_NAMESPACE);
    return checks;
  });
type Checks = Awaited<ReturnType<typeof loadChecks>>;
type Errors = Partial<Record<RunningPreferenceField, string>>;

/** An emptied text or an unchosen option clears the preference. */
const blankToNull = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The fields as the runner left them: they are the browser's own controls until the form is saved. */
function readForm(form: HTMLFormElement): Record<RunningPreferenceField, unknown> {
  const data = new FormData(form);
  return {
    bio: blankToNull(data.get('bio')),
    preferredPace: blankToNull(data.get('preferredPace')),
    experienceLevel: blankToNull(data.get('experienceLevel')),
    preferredTime: blankToNull(data.get('preferredTime')),
    availabilityDays: data.getAll('availabilityDays'),
  };
}

/**
 * Bio, pace, level, time of day and days, checked with the schema the server uses when saved; from the
 * first save on, a field is checked again as it changes (react-hook-form's way). Goals are the runner's
 * training goals, edited with the goal editor (profile set-up), not here.
 */
export function RunningPreferencesForm({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useTranslation('social');
  const save = useUpdateProfile();
  // Set by the first save: the loaded checks and each field's message (a code, or the server's words).
  const [checked, setChecked] = useState<{ checks: Checks; errors: Errors }>();
  const err = (name: RunningPreferenceField) => {
    const message = checked?.errors[name];
    return message && checked.checks.translateMessage(t, message);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const element = e.currentTarget;
    const checks = await loadChecks(i18n);
    const result = checks.checkRunningPreferences(readForm(element));
    // The messages are on screen before focus looks for the first invalid field (this runs after an
    // await, outside React's event handling).
    flushSync(() => setChecked({ checks, errors: result.ok ? {} : result.errors }));
    if (!result.ok) return focusFirstInvalid(element);
    await save.mutateAsync(result.values).then(
      () => toast({ title: t('social:profile.saved') }),
      (error: unknown) => {
        const fields: Errors = checks.fieldMessages(t, error);
        if (Object.keys(fields).length) {
          flushSync(() => setChecked({ checks, errors: fields }));
          return focusFirstInvalid(element);
        }
        toast({
          title: t('social:settings.saveFailed'),
          description: checks.translateMessage(t, error),
          variant: 'destructive',
        });
      },
    );
  };

  const recheck = (e: FormEvent<HTMLFormElement>) => {
    if (!checked) return;
    const name = (e.target as HTMLInputElement).name as RunningPreferenceField;
    const result = checked.checks.checkRunningPreferences(readForm(e.currentTarget));
    const message = result.ok ? undefined : result.errors[name];
    if (message !== checked.errors[name])
      setChecked({ ...checked, errors: { ...checked.errors, [name]: message } });
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onFocus={() => void loadChecks(i18n)}
      onChange={recheck}
      onSubmit={(e) => void submit(e)}
    >
      <FormField id="profile-bio" label={t('social:profile.bio')} error={err('bio')}>
        <Textarea
          id="profile-bio"
          name="bio"
          className="min-h-24"
          defaultValue={profile.bio ?? ''}
          {...describedBy('profile-bio', err('bio'))}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="profile-pace" label={t('social:profile.pace')} error={err('preferredPace')}>
          <Input
            id="profile-pace"
            name="preferredPace"
            placeholder="5:30"
            defaultValue={profile.preferredPace ?? ''}
            {...describedBy('profile-pace', err('preferredPace'))}
          />
        </FormField>
        <FormField id="profile-level" label={t('social:profile.level')} error={err('experienceLevel')}>
          <select
            id="profile-level"
            name="experienceLevel"
            className={controlClass}
            defaultValue={profile.experienceLevel ?? ''}
          >
            <option value="">{t('social:profile.notSet')}</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(EXPERIENCE_LEVEL_LABELS[level])}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="profile-time" label={t('social:profile.time')} error={err('preferredTime')}>
          <select
            id="profile-time"
            name="preferredTime"
            className={controlClass}
            defaultValue={profile.preferredTime ?? ''}
          >
            <option value="">{t('social:profile.notSet')}</option>
            {PREFERRED_TIMES.map((time) => (
              <option key={time} value={time}>
                {t(PREFERRED_TIME_LABELS[time])}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset>
        <legend className="font-medium">{t('social:profile.days')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="availabilityDays"
                value={day}
                className="size-4 accent-primary"
                defaultChecked={profile.availabilityDays.includes(day)}
              />
              {t(WEEKDAY_LABELS[day])}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {t('social:profile.save')}
      </Button>
    </form>
  );
}
