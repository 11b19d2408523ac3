import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, FormField, controlClass, describedBy } from '@/components/ui/form-field';
import type { WizardStepProps } from '../lib/wizard-answers';
import { LongRunDayOptions, RunDayBoxes } from './run-day-choices';

/** Step 3: the days the runner runs and which of them holds the long run. */
export function WizardDaysStep({ form, err }: WizardStepProps) {
  const { t } = useTranslation('training');
  const runDays = useWatch({ control: form.control, name: 'runDays' });
  const toggleDay = (day: number) => {
    const { runDays: before, longRunDay } = form.getValues();
    const after = before.includes(day) ? before.filter((d) => d !== day) : [...before, day];
    form.setValue('runDays', after);
    // The long run stays on its day while that day is still a run day, else moves to the last one.
    if (!after.includes(Number(longRunDay))) form.setValue('longRunDay', String(after.at(-1) ?? ''));
  };
  return (
    <>
      {/* Focusable (tabIndex -1) so a wrong choice of days takes the focus like any invalid field. */}
      <fieldset tabIndex={-1} className="space-y-2" {...describedBy('runDays', err('runDays'))}>
        <legend className="text-sm font-medium">{t('training:wizard.runDays', { n: runDays.length })}</legend>
        <RunDayBoxes runDays={runDays} onToggle={toggleDay} />
        <FieldErrorText id="runDays" error={err('runDays')} />
      </fieldset>
      <FormField id="longRunDay" label={t('training:wizard.longRunDay')} error={err('longRunDay')}>
        <Controller
          control={form.control}
          name="longRunDay"
          render={({ field }) => (
            // Controlled: its options change with the run days, and the value must follow them.
            <select
              id="longRunDay"
              className={controlClass}
              {...describedBy('longRunDay', err('longRunDay'))}
              {...field}
            >
              <LongRunDayOptions runDays={runDays} />
            </select>
          )}
        />
      </FormField>
    </>
  );
}
