import { EXPERIENCE_LEVELS } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FormField, controlClass, describedBy } from '@/components/ui/form-field';
import { EXPERIENCE_LEVEL_LABELS } from '@/lib/option-labels';
import type { WizardField, WizardStepProps } from '../lib/wizard-answers';

/** A number of kilometres, with the bounds the plan engine accepts. */
function KmField({
  id,
  label,
  min,
  max,
  form,
  err,
}: WizardStepProps & {
  id: WizardField & ('currentWeeklyKm' | 'longestRecentRunKm');
  label: string;
  min: number;
  max: number;
}) {
  return (
    <FormField id={id} label={label} error={err(id)}>
      <Input
        id={id}
        type="number"
        min={min}
        max={max}
        step="0.1"
        inputMode="decimal"
        {...describedBy(id, err(id))}
        {...form.register(id)}
      />
    </FormField>
  );
}

/** Step 2: how much the runner runs now, their experience and, if they have one, a recent race. */
export function WizardRunningStep({ form, err }: WizardStepProps) {
  const { t } = useTranslation('training');
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <KmField
          id="currentWeeklyKm"
          label={t('training:wizard.currentWeeklyKm')}
          min={5}
          max={250}
          form={form}
          err={err}
        />
        <KmField
          id="longestRecentRunKm"
          label={t('training:wizard.longestRun')}
          min={2}
          max={100}
          form={form}
          err={err}
        />
      </div>
      <FormField id="experienceLevel" label={t('training:wizard.experience')} error={err('experienceLevel')}>
        <select
          id="experienceLevel"
          className={controlClass}
          {...describedBy('experienceLevel', err('experienceLevel'))}
          {...register('experienceLevel')}
        >
          {EXPERIENCE_LEVELS.map((l) => (
            <option key={l} value={l}>
              {t(EXPERIENCE_LEVEL_LABELS[l])}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="space-y-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-medium">{t('training:wizard.recentRace')}</legend>
        <p className="text-xs text-muted-foreground">{t('training:wizard.recentRaceHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="raceDistanceKm"
            label={t('training:wizard.raceDistance')}
            error={err('recentRace.distanceKm')}
          >
            <Input
              id="raceDistanceKm"
              type="number"
              min={1.5}
              max={42.2}
              step="0.1"
              inputMode="decimal"
              {...describedBy('raceDistanceKm', err('recentRace.distanceKm'))}
              {...register('recentRace.distanceKm')}
            />
          </FormField>
          <FormField id="raceTime" label={t('training:wizard.raceTime')} error={err('recentRace.time')}>
            <Input
              id="raceTime"
              placeholder="50:00"
              {...describedBy('raceTime', err('recentRace.time'))}
              {...register('recentRace.time')}
            />
          </FormField>
        </div>
      </fieldset>
    </>
  );
}
