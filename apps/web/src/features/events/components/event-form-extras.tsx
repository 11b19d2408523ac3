import { RECURRING_TYPES } from '@stride/contracts';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { FormField, controlClass } from '@/components/ui/form-field';
import { RECURRING_LABELS, WEEKDAY_KEYS } from '../lib/labels';
import type { EventForm, FieldError } from './event-form';
import { CheckChip } from './event-form-fields';
import { toggle } from './event-form-run';

/** Race, club and (when creating) repeat settings. */
export function EventFormExtras({
  form,
  err,
  showRecurrence,
  isRecurring,
}: {
  form: EventForm;
  err: FieldError;
  showRecurrence: boolean;
  isRecurring: boolean;
}) {
  const { t } = useTranslation('events');
  const { register, setValue, control } = form;
  const [isRace, recurringType, days] = useWatch({
    control,
    name: ['isRace', 'recurringType', 'recurringDaysOfWeek'],
  });
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">
        {showRecurrence ? t('events:create.extras') : t('events:edit.extras')}
      </legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4" {...register('isRace')} />
        {t('events:create.isRace')}
      </label>
      {isRace && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="raceCost" label={t('events:create.raceCost')} error={err('raceCost')}>
            <Input
              id="raceCost"
              type="number"
              min={0}
              step="0.01"
              {...register('raceCost', {
                setValueAs: (v: string) => (v === '' || v == null ? null : Number(v)),
              })}
            />
          </FormField>
          <FormField id="raceWebsite" label={t('events:create.raceWebsite')} error={err('raceWebsite')}>
            <Input
              id="raceWebsite"
              type="url"
              placeholder="https://"
              {...register('raceWebsite', { setValueAs: (v: string) => v || null })}
            />
          </FormField>
        </div>
      )}
      {/* A club run is posted from the club's page, by its owner or admins (issue 25): never by name here. */}
      {showRecurrence && (
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="events:create.clubHint"
            components={{ clubs: <Link to="/find-runclub" className="font-medium text-primary underline" /> }}
          />
        </p>
      )}
      {showRecurrence && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4" {...register('isRecurring')} />
          {t('events:create.isRecurring')}
        </label>
      )}
      {showRecurrence && isRecurring && (
        <div className="space-y-4 rounded-lg border p-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="recurringType"
              label={t('events:create.recurringType')}
              error={err('recurringType')}
            >
              <select
                id="recurringType"
                className={controlClass}
                {...register('recurringType', { setValueAs: (v: string) => v || null })}
              >
                <option value="">{t('events:create.choose')}</option>
                {RECURRING_TYPES.map((r) => (
                  <option key={r} value={r}>
                    {t(RECURRING_LABELS[r] ?? 'events:recurring.weekly')}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField
              id="recurringEndDate"
              label={t('events:create.recurringEndDate')}
              error={err('recurringEndDate')}
            >
              <Input
                id="recurringEndDate"
                type="date"
                {...register('recurringEndDate', { setValueAs: (v: string) => v || null })}
              />
            </FormField>
          </div>
          {recurringType === 'weekly' && (
            <div role="group" aria-label={t('events:create.daysOfWeek')} className="flex flex-wrap gap-1.5">
              {WEEKDAY_KEYS.map((key, day) => (
                <CheckChip
                  key={key}
                  checked={(days ?? []).includes(day)}
                  onChange={(on) => setValue('recurringDaysOfWeek', toggle(days, day, on))}
                >
                  {t(key)}
                </CheckChip>
              ))}
            </div>
          )}
        </div>
      )}
    </fieldset>
  );
}
