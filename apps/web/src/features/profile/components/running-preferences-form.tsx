import {
  EXPERIENCE_LEVELS,
  PREFERRED_TIMES,
  WEEKDAYS,
  profileUpdateSchema,
  type OwnProfile,
} from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/messages';
import { useUpdateProfile } from '../api/profile';

const DAY_LABEL = {
  monday: 'social:days.monday',
  tuesday: 'social:days.tuesday',
  wednesday: 'social:days.wednesday',
  thursday: 'social:days.thursday',
  friday: 'social:days.friday',
  saturday: 'social:days.saturday',
  sunday: 'social:days.sunday',
} as const;
const TIME_LABEL = {
  early_morning: 'social:times.earlyMorning',
  morning: 'social:times.morning',
  afternoon: 'social:times.afternoon',
  evening: 'social:times.evening',
  any: 'social:times.any',
} as const;
const LEVEL_LABEL = {
  beginner: 'social:level.beginner',
  intermediate: 'social:level.intermediate',
  advanced: 'social:level.advanced',
  elite: 'social:level.elite',
} as const;

const selectClass = 'block h-10 w-full rounded-md border border-input bg-background px-3';

/** Bio, pace, level, days, time of day and goals, checked with the same schema the server uses. */
export function RunningPreferencesForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation(['social', 'messages']);
  const save = useUpdateProfile();
  const [form, setForm] = useState({
    bio: profile.bio ?? '',
    preferredPace: profile.preferredPace ?? '',
    experienceLevel: profile.experienceLevel ?? '',
    preferredTime: profile.preferredTime ?? '',
    availabilityDays: profile.availabilityDays,
    runningGoals: profile.runningGoals.join(', '),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = profileUpdateSchema.safeParse({
      bio: form.bio.trim() || null,
      preferredPace: form.preferredPace.trim() || null,
      experienceLevel: form.experienceLevel || null,
      preferredTime: form.preferredTime || null,
      availabilityDays: form.availabilityDays,
      runningGoals: form.runningGoals
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), translateMessage(t, i.message) ?? '']),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('social:profile.saved') }),
      onError: (error) =>
        toast({
          title: t('social:settings.saveFailed'),
          description: translateMessage(t, error),
          variant: 'destructive',
        }),
    });
  };

  const error = (key: string) =>
    errors[key] ? (
      <p id={`profile-${key}-error`} role="alert" className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="profile-bio">{t('social:profile.bio')}</Label>
        <textarea
          id="profile-bio"
          className="block min-h-24 w-full rounded-md border border-input bg-background p-3"
          value={form.bio}
          aria-invalid={Boolean(errors.bio)}
          onChange={(e) => setForm({ ...form, bio: e.target.value })}
        />
        {error('bio')}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor="profile-pace">{t('social:profile.pace')}</Label>
          <Input
            id="profile-pace"
            placeholder="5:30"
            value={form.preferredPace}
            aria-invalid={Boolean(errors.preferredPace)}
            aria-describedby={errors.preferredPace ? 'profile-preferredPace-error' : undefined}
            onChange={(e) => setForm({ ...form, preferredPace: e.target.value })}
          />
          {error('preferredPace')}
        </div>
        <div className="space-y-1">
          <Label htmlFor="profile-level">{t('social:profile.level')}</Label>
          <select
            id="profile-level"
            className={selectClass}
            value={form.experienceLevel}
            onChange={(e) => setForm({ ...form, experienceLevel: e.target.value })}
          >
            <option value="">{t('social:profile.notSet')}</option>
            {EXPERIENCE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(LEVEL_LABEL[l])}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="profile-time">{t('social:profile.time')}</Label>
          <select
            id="profile-time"
            className={selectClass}
            value={form.preferredTime}
            onChange={(e) => setForm({ ...form, preferredTime: e.target.value })}
          >
            <option value="">{t('social:profile.notSet')}</option>
            {PREFERRED_TIMES.map((p) => (
              <option key={p} value={p}>
                {t(TIME_LABEL[p])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="font-medium">{t('social:profile.days')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.availabilityDays.includes(day)}
                onChange={(e) =>
                  setForm({
                    ...form,
                    availabilityDays: e.target.checked
                      ? [...form.availabilityDays, day]
                      : form.availabilityDays.filter((d) => d !== day),
                  })
                }
              />
              {t(DAY_LABEL[day])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <Label htmlFor="profile-goals">{t('social:profile.goals')}</Label>
        <Input
          id="profile-goals"
          value={form.runningGoals}
          onChange={(e) => setForm({ ...form, runningGoals: e.target.value })}
        />
        <p className="text-sm text-muted-foreground">{t('social:profile.goalsHint')}</p>
        {error('runningGoals')}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('social:profile.save')}
      </Button>
    </form>
  );
}
