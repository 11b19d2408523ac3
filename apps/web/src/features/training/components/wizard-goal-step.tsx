import { PLAN_GOAL_DISTANCES } from '@stride/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FieldErrorText, FormField, controlClass, describedBy } from '@/components/ui/form-field';
import { GOAL_DISTANCE_LABELS } from '@/lib/option-labels';
import { useGoals } from '../api/get-goals';
import type { WizardStepProps } from '../lib/wizard-answers';

/** Step 1: the goal distance, the plan's length (a race date or a number of weeks), its start and goal. */
export function WizardGoalStep({ form, err }: WizardStepProps) {
  const { t } = useTranslation('training');
  const goals = useGoals();
  const { register } = form;
  const lengthBy = useWatch({ control: form.control, name: 'lengthBy' });
  return (
    <>
      <fieldset tabIndex={-1} className="space-y-2" {...describedBy('goalDistance', err('goalDistance'))}>
        <legend className="text-sm font-medium">{t('training:wizard.distance')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {PLAN_GOAL_DISTANCES.map((d) => (
            <label
              key={d}
              className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-checked:border-primary"
            >
              <input type="radio" value={d} {...register('goalDistance')} />
              {t(GOAL_DISTANCE_LABELS[d])}
            </label>
          ))}
        </div>
        <FieldErrorText id="goalDistance" error={err('goalDistance')} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('training:wizard.lengthBy')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="raceDate" {...register('lengthBy')} />
            {t('training:wizard.byRaceDate')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="weeks" {...register('lengthBy')} />
            {t('training:wizard.byWeeks')}
          </label>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {lengthBy === 'raceDate' ? (
          <FormField id="raceDate" label={t('training:wizard.raceDate')} error={err('raceDate')}>
            <Input
              id="raceDate"
              type="date"
              {...describedBy('raceDate', err('raceDate'))}
              {...register('raceDate')}
            />
          </FormField>
        ) : (
          // A race date before the start can only be said of the length, so it shows here too.
          <FormField id="weeks" label={t('training:wizard.weeks')} error={err('weeks') ?? err('raceDate')}>
            <Input
              id="weeks"
              type="number"
              min={6}
              max={24}
              inputMode="numeric"
              {...describedBy('weeks', err('weeks') ?? err('raceDate'))}
              {...register('weeks')}
            />
          </FormField>
        )}
        <FormField id="startDate" label={t('training:wizard.startDate')} error={err('startDate')}>
          <Input
            id="startDate"
            type="date"
            {...describedBy('startDate', err('startDate'))}
            {...register('startDate')}
          />
        </FormField>
      </div>
      {!!goals.data?.length && (
        <FormField id="goalId" label={t('training:wizard.goal')} error={err('goalId')}>
          <select
            id="goalId"
            className={controlClass}
            {...describedBy('goalId', err('goalId'))}
            {...register('goalId')}
          >
            <option value="">{t('training:wizard.noGoal')}</option>
            {goals.data.map((g) => (
              <option key={g.id} value={g.id}>
                {g.eventName}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </>
  );
}
