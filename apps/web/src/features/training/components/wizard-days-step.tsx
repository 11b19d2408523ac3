import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, controlClass, describedBy } from '@/components/ui/form-field';
import { useFormat } from '@/hooks/use-format';
import { weekdayName } from '../lib/format';
import { WEEK_ORDER } from '../lib/labels';
import type { WizardStepProps } from '../lib/wizard-answers';

/** Step 3: the days the runner runs and which of them holds the long run. */
export function WizardDaysStep({ form, err }: WizardStepProps) {
  const { t } = useTranslation('training');
  const f = useFormat();
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
        <div className="flex flex-wrap gap-2">
          {WEEK_ORDER.map((d) => (
            <label
              key={d}
              className="flex items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary"
            >
              <input type="checkbox" checked={runDays.includes(d)} onChange={() => toggleDay(d)} />
              {weekdayName(d, f.language)}
            </label>
          ))}
        </div>
        {err('runDays') && (
          <p id="runDays-error" className="text-sm text-destructive">
            {err('runDays')}
          </p>
        )}
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
              {WEEK_ORDER.filter((d) => runDays.includes(d)).map((d) => (
                <option key={d} value={d}>
                  {weekdayName(d, f.language)}
                </option>
              ))}
            </select>
          )}
        />
      </FormField>
    </>
  );
}
