import { zodResolver } from '@hookform/resolvers/zod';
import {
  EXPERIENCE_LEVELS,
  PREFERRED_TIMES,
  WEEKDAYS,
  profileUpdateSchema,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@stride/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, controlClass, describedBy, focusFirstInvalid } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { EXPERIENCE_LEVEL_LABELS, PREFERRED_TIME_LABELS, WEEKDAY_LABELS } from '@/lib/option-labels';
import { useUpdateProfile } from '../api/profile';

/** The running preferences: the profile update's own rules for these fields, nothing else. */
const runningPreferencesSchema = profileUpdateSchema.pick({
  bio: true,
  preferredPace: true,
  experienceLevel: true,
  preferredTime: true,
  availabilityDays: true,
});
type RunningPreferences = Pick<
  ProfileUpdateInput,
  'bio' | 'preferredPace' | 'experienceLevel' | 'preferredTime' | 'availabilityDays'
>;

/** An emptied text or an unchosen option clears the preference. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * Bio, pace, level, time of day and days, checked with the schema the server uses. Goals are the
 * runner's training goals, edited with the goal editor (profile set-up), not here.
 */
export function RunningPreferencesForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation(['social', 'messages']);
  const save = useUpdateProfile();
  const form = useForm<RunningPreferences>({
    resolver: zodResolver(runningPreferencesSchema) as never,
    defaultValues: {
      bio: profile.bio,
      preferredPace: profile.preferredPace,
      experienceLevel: profile.experienceLevel as RunningPreferences['experienceLevel'],
      preferredTime: profile.preferredTime as RunningPreferences['preferredTime'],
      availabilityDays: profile.availabilityDays as RunningPreferences['availabilityDays'],
    },
  });
  const { errors } = form.formState;
  const err = (name: keyof RunningPreferences) => translateMessage(t, errors[name]?.message);

  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const element = e.currentTarget;
    void form.handleSubmit(
      (values) =>
        save.mutateAsync(values).then(
          () => toast({ title: t('social:profile.saved') }),
          (error: unknown) => {
            const fields = Object.entries(fieldMessages(t, error));
            for (const [name, message] of fields)
              form.setError(name as keyof RunningPreferences, { message });
            if (fields.length) return focusFirstInvalid(element);
            toast({
              title: t('social:settings.saveFailed'),
              description: translateMessage(t, error),
              variant: 'destructive',
            });
          },
        ),
      () => focusFirstInvalid(element),
    )(e);
  };

  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <FormField id="profile-bio" label={t('social:profile.bio')} error={err('bio')}>
        <Textarea
          id="profile-bio"
          className="min-h-24"
          {...describedBy('profile-bio', err('bio'))}
          {...form.register('bio', { setValueAs: blankToNull })}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="profile-pace" label={t('social:profile.pace')} error={err('preferredPace')}>
          <Input
            id="profile-pace"
            placeholder="5:30"
            {...describedBy('profile-pace', err('preferredPace'))}
            {...form.register('preferredPace', { setValueAs: blankToNull })}
          />
        </FormField>
        <FormField id="profile-level" label={t('social:profile.level')} error={err('experienceLevel')}>
          <select
            id="profile-level"
            className={controlClass}
            {...form.register('experienceLevel', { setValueAs: blankToNull })}
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
            className={controlClass}
            {...form.register('preferredTime', { setValueAs: blankToNull })}
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
      <Controller
        control={form.control}
        name="availabilityDays"
        render={({ field }) => (
          <fieldset>
            <legend className="font-medium">{t('social:profile.days')}</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={(field.value ?? []).includes(day)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? [...(field.value ?? []), day]
                          : (field.value ?? []).filter((d) => d !== day),
                      )
                    }
                  />
                  {t(WEEKDAY_LABELS[day])}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <Button type="submit" disabled={save.isPending}>
        {t('social:profile.save')}
      </Button>
    </form>
  );
}
