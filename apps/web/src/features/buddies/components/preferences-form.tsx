import {
  BUDDY_LIMITS,
  COMMUNICATION_STYLES,
  EXPERIENCE_LEVELS,
  FLEXIBILITY_OPTIONS,
  GENDER_PREFERENCES,
  type BuddyPreferencesAnswer,
  type BuddyPreferencesUpdate,
} from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { translateMessage } from '@/lib/messages';
import { EXPERIENCE_LEVEL_LABELS } from '@/lib/option-labels';
import { useUpdateBuddyPreferences } from '../api/buddy-preferences';
import { FLEXIBILITY_LABEL, GENDER_LABEL, STYLE_LABEL } from './labels';

const selectClass = 'block h-10 w-full rounded-md border border-input bg-background px-3';

/** Buddy preferences; saving opts in (or, with matching off, out). */
export function PreferencesForm({ current }: { current: BuddyPreferencesAnswer }) {
  const { t } = useTranslation(['social', 'messages']);
  const save = useUpdateBuddyPreferences();
  const [form, setForm] = useState<BuddyPreferencesUpdate>(() => {
    const { optedIn: _optedIn, ...prefs } = current;
    return { ...prefs, isActive: true };
  });
  const set = <K extends keyof BuddyPreferencesUpdate>(key: K, value: BuddyPreferencesUpdate[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const select = <
    K extends 'paceFlexibility' | 'genderPreference' | 'communicationStyle' | 'scheduleFlexibility',
  >(
    key: K,
    label: string,
    options: readonly string[],
    labels: Record<string, `${string}:${string}`>,
  ) => (
    <div className="space-y-1">
      <Label htmlFor={`buddy-${key}`}>{label}</Label>
      <select
        id={`buddy-${key}`}
        className={selectClass}
        value={String(form[key])}
        onChange={(e) => set(key, e.target.value as never)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {t(labels[o]!)}
          </option>
        ))}
      </select>
    </div>
  );

  const numberField = (
    key: 'maxDistance' | 'ageRangeMin' | 'ageRangeMax',
    label: string,
    limits: { min: number; max: number },
  ) => (
    <div className="space-y-1">
      <Label htmlFor={`buddy-${key}`}>{label}</Label>
      <Input
        id={`buddy-${key}`}
        type="number"
        min={limits.min}
        max={limits.max}
        value={form[key] ?? ''}
        onChange={(e) => set(key, Number(e.target.value))}
      />
    </div>
  );

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(form, {
          onSuccess: (p) =>
            toast({ title: t(p.optedIn ? 'social:buddies.optedIn' : 'social:buddies.optedOut') }),
          onError: (error) =>
            toast({
              title: t('social:settings.saveFailed'),
              description: translateMessage(t, error),
              variant: 'destructive',
            }),
        });
      }}
    >
      <div className="flex items-center gap-3">
        <input
          id="buddy-active"
          type="checkbox"
          className="size-4 accent-primary"
          checked={form.isActive ?? true}
          onChange={(e) => set('isActive', e.target.checked)}
        />
        <Label htmlFor="buddy-active">{t('social:buddies.isActive')}</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {numberField('maxDistance', t('social:buddies.maxDistance'), BUDDY_LIMITS.maxDistanceKm)}
        {numberField('ageRangeMin', t('social:buddies.ageMin'), BUDDY_LIMITS.age)}
        {numberField('ageRangeMax', t('social:buddies.ageMax'), BUDDY_LIMITS.age)}
        {select(
          'paceFlexibility',
          t('social:buddies.paceFlexibility'),
          FLEXIBILITY_OPTIONS,
          FLEXIBILITY_LABEL,
        )}
        {select(
          'scheduleFlexibility',
          t('social:buddies.scheduleFlexibility'),
          FLEXIBILITY_OPTIONS,
          FLEXIBILITY_LABEL,
        )}
        {select('genderPreference', t('social:buddies.gender'), GENDER_PREFERENCES, GENDER_LABEL)}
        {select('communicationStyle', t('social:buddies.communication'), COMMUNICATION_STYLES, STYLE_LABEL)}
      </div>
      <fieldset>
        <legend className="font-medium">{t('social:buddies.levels')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {EXPERIENCE_LEVELS.map((level) => (
            <label key={level} className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.experienceLevelPreference?.includes(level) ?? false}
                onChange={(e) =>
                  set(
                    'experienceLevelPreference',
                    e.target.checked
                      ? [...(form.experienceLevelPreference ?? []), level]
                      : (form.experienceLevelPreference ?? []).filter((l) => l !== level),
                  )
                }
              />
              {t(EXPERIENCE_LEVEL_LABELS[level])}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={form.runningGoalAlignment ?? true}
          onChange={(e) => set('runningGoalAlignment', e.target.checked)}
        />
        {t('social:buddies.goalAlignment')}
      </label>
      <Button type="submit" disabled={save.isPending}>
        {t('social:buddies.savePreferences')}
      </Button>
    </form>
  );
}
