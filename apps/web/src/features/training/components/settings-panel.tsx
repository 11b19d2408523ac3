import type { TrainingPlan, UpdateTrainingPlan } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField, controlClass } from '@/components/ui/form-field';
import { LongRunDayOptions, RunDayBoxes } from './run-day-choices';

/** Settings: pause, resume, cancel, change run days (the rest of the plan moves to them). */
export function SettingsPanel({
  plan,
  onChange,
  pending,
  error,
}: {
  plan: TrainingPlan;
  onChange: (changes: UpdateTrainingPlan) => void;
  pending: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation('training');
  const [runDays, setRunDays] = useState<number[]>(plan.schedule.runDays);
  const [longRunDay, setLongRunDay] = useState(plan.schedule.longRunDay);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const ended = plan.status === 'completed' || plan.status === 'cancelled';
  const toggle = (d: number) => {
    const next = runDays.includes(d) ? runDays.filter((x) => x !== d) : [...runDays, d];
    setRunDays(next);
    if (!next.includes(longRunDay) && next.length) setLongRunDay(next.at(-1)!);
  };
  if (ended) return <p className="text-muted-foreground">{t('training:settings.ended')}</p>;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        {plan.status === 'active' ? (
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => onChange({ status: 'paused' })}
          >
            {t('training:settings.pause')}
          </Button>
        ) : (
          <Button type="button" disabled={pending} onClick={() => onChange({ status: 'active' })}>
            {t('training:settings.resume')}
          </Button>
        )}
        {confirmCancel ? (
          <>
            <Button
              type="button"
              variant="destructive"
              disabled={pending}
              onClick={() => onChange({ status: 'cancelled' })}
            >
              {t('training:settings.confirmCancel')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setConfirmCancel(false)}>
              {t('training:settings.keep')}
            </Button>
          </>
        ) : (
          <Button type="button" variant="ghost" onClick={() => setConfirmCancel(true)}>
            {t('training:settings.cancel')}
          </Button>
        )}
      </div>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          onChange({ runDays, longRunDay });
        }}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t('training:settings.runDays')}</legend>
          <RunDayBoxes runDays={runDays} onToggle={toggle} />
        </fieldset>
        <FormField id="settings-long" label={t('training:wizard.longRunDay')}>
          <select
            id="settings-long"
            className={controlClass}
            value={longRunDay}
            onChange={(e) => setLongRunDay(Number(e.target.value))}
          >
            <LongRunDayOptions runDays={runDays} />
          </select>
        </FormField>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={pending}>
          {t('training:settings.saveDays')}
        </Button>
      </form>
    </div>
  );
}
