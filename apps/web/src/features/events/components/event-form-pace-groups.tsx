import { formatPace, PACE_GROUP_LIMITS } from '@stride/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField, controlClass, describedBy } from '@/components/ui/form-field';
import type { EventForm, FieldError } from './event-form';

/** Paces a group can run at, 2:30 to 12:00 per km in steps of 5 seconds. */
const PACES = Array.from(
  { length: (PACE_GROUP_LIMITS.maxPaceSecPerKm - PACE_GROUP_LIMITS.minPaceSecPerKm) / 5 + 1 },
  (_, i) => PACE_GROUP_LIMITS.minPaceSecPerKm + i * 5,
);
const NEW_GROUP_PACE = 360;

const numberOrNull = (v: unknown) => (v === '' || v == null ? null : Number(v));

/**
 * Pace groups (issue 29): up to 8, each with its pace, and optionally a name, a leader and its own
 * number of places. A group kept while editing carries its id, so its runners stay in it.
 */
export function EventFormPaceGroups({ form, err }: { form: EventForm; err: FieldError }) {
  const { t } = useTranslation('events');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'paceGroups' });
  const { register } = form;
  return (
    <fieldset className="space-y-3" data-testid="pace-groups-fields">
      <legend className="mb-1 text-lg font-semibold">{t('events:paceGroups.title')}</legend>
      <p className="text-sm text-muted-foreground">{t('events:paceGroupsForm.intro')}</p>
      {fields.map((field, i) => {
        const id = (name: string) => `paceGroups-${i}-${name}`;
        const paceErr = err(`paceGroups.${i}.paceSecPerKm`);
        const capErr = err(`paceGroups.${i}.capacity`);
        const labelErr = err(`paceGroups.${i}.label`);
        const leaderErr = err(`paceGroups.${i}.leader`);
        return (
          <div
            key={field.id}
            role="group"
            aria-label={t('events:paceGroupsForm.group', { number: i + 1 })}
            className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[8rem_1fr_1fr_6rem_auto] sm:items-end"
          >
            <FormField id={id('pace')} label={t('events:paceGroupsForm.pace')} error={paceErr}>
              <select
                id={id('pace')}
                className={controlClass}
                {...describedBy(id('pace'), paceErr)}
                {...register(`paceGroups.${i}.paceSecPerKm`, { valueAsNumber: true })}
              >
                {PACES.map((p) => (
                  <option key={p} value={p}>
                    {t('events:paceGroups.pace', { pace: formatPace(p) })}
                  </option>
                ))}
              </select>
            </FormField>
            {(['label', 'leader'] as const).map((name) => {
              const error = name === 'label' ? labelErr : leaderErr;
              const label =
                name === 'label' ? t('events:paceGroupsForm.label') : t('events:paceGroupsForm.leader');
              return (
                <FormField key={name} id={id(name)} label={label} error={error}>
                  <Input
                    id={id(name)}
                    maxLength={PACE_GROUP_LIMITS[name]}
                    {...describedBy(id(name), error)}
                    {...register(`paceGroups.${i}.${name}`)}
                  />
                </FormField>
              );
            })}
            <FormField id={id('capacity')} label={t('events:paceGroupsForm.capacity')} error={capErr}>
              <Input
                id={id('capacity')}
                type="number"
                min={1}
                inputMode="numeric"
                {...describedBy(id('capacity'), capErr)}
                {...register(`paceGroups.${i}.capacity`, { setValueAs: numberOrNull })}
              />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => remove(i)}
              aria-label={t('events:paceGroupsForm.remove', { number: i + 1 })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {err('paceGroups') && <p className="text-sm text-destructive">{err('paceGroups')}</p>}
      {fields.length < PACE_GROUP_LIMITS.maxGroups && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            append(
              { paceSecPerKm: NEW_GROUP_PACE, label: '', leader: '', capacity: null },
              { shouldFocus: true },
            )
          }
        >
          <Plus aria-hidden="true" />
          {t('events:paceGroupsForm.add')}
        </Button>
      )}
    </fieldset>
  );
}
