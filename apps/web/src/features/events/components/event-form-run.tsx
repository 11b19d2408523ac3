import { ABILITY_LEVELS, can, EVENT_DISTANCE_OPTIONS, EVENT_TYPES } from '@stride/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FormField, controlClass } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { ABILITY_LABELS } from '@/lib/option-labels';
import { EVENT_TYPE_LABELS, distanceLabel } from '../lib/labels';
import type { EventForm, FieldError } from './event-form';
import { CheckChip } from './event-form-fields';

export const toggle = <T,>(list: readonly T[] | null | undefined, item: T, on: boolean) =>
  on ? [...(list ?? []), item] : (list ?? []).filter((x) => x !== item);

/** The run: distances, ability levels, size, type, difficulty, terrain, link and notes. */
export function EventFormRun({ form, err }: { form: EventForm; err: FieldError }) {
  const { t } = useTranslation('events');
  const { register, setValue, control } = form;
  const [distances, abilityLevels, eventType] = useWatch({
    control,
    name: ['distances', 'abilityLevels', 'eventType'],
  });
  const { user } = useAuth();
  // Official events are for admins and organisers; a club run is one because a club posted it (issue 25).
  const types = EVENT_TYPES.filter(
    (v) => v === eventType || v === 'user' || (v === 'official' && can.postOfficial(user?.roles ?? [])),
  );
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">{t('events:create.run')}</legend>
      <div
        role="group"
        aria-labelledby="distances-label"
        aria-describedby={err('distances') ? 'distances-message' : undefined}
        data-invalid={err('distances') ? true : undefined}
        tabIndex={-1}
        className="space-y-1.5 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <p id="distances-label" className="text-sm font-medium">
          {t('events:create.distances')}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {EVENT_DISTANCE_OPTIONS.map((d) => (
            <CheckChip
              key={d}
              checked={(distances ?? []).includes(d)}
              onChange={(on) =>
                setValue('distances', toggle(distances, d, on), { shouldValidate: true, shouldDirty: true })
              }
            >
              {distanceLabel(t, d)}
            </CheckChip>
          ))}
        </div>
        {err('distances') && (
          <p id="distances-message" className="text-sm text-destructive">
            {err('distances')}
          </p>
        )}
      </div>
      <div role="group" aria-labelledby="ability-label" className="space-y-1.5">
        <p id="ability-label" className="text-sm font-medium">
          {t('events:create.abilityLevels')}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {ABILITY_LEVELS.map((a) => (
            <CheckChip
              key={a}
              checked={(abilityLevels ?? []).includes(a)}
              onChange={(on) =>
                setValue('abilityLevels', toggle(abilityLevels, a, on), { shouldDirty: true })
              }
            >
              {t(ABILITY_LABELS[a] ?? 'common:options.ability.allWelcome')}
            </CheckChip>
          ))}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="maxParticipants"
          label={t('events:create.maxParticipants')}
          error={err('maxParticipants')}
        >
          <Input
            id="maxParticipants"
            type="number"
            min={1}
            max={10000}
            {...register('maxParticipants', { valueAsNumber: true })}
          />
        </FormField>
        {types.length > 1 && (
          <FormField id="eventType" label={t('events:filters.eventType')} error={err('eventType')}>
            <select id="eventType" className={controlClass} {...register('eventType')}>
              {types.map((v) => (
                <option key={v} value={v}>
                  {t(EVENT_TYPE_LABELS[v] ?? 'events:eventType.official')}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField id="difficulty" label={t('events:create.difficulty')} error={err('difficulty')}>
          <Input id="difficulty" maxLength={20} {...register('difficulty')} />
        </FormField>
        <FormField id="terrain" label={t('events:create.terrain')} error={err('terrain')}>
          <Input
            id="terrain"
            maxLength={40}
            placeholder={t('events:create.terrainPlaceholder')}
            {...register('terrain')}
          />
        </FormField>
      </div>
      <FormField id="eventUrl" label={t('events:create.eventUrl')} error={err('eventUrl')}>
        <Input
          id="eventUrl"
          type="url"
          placeholder="https://"
          {...register('eventUrl', { setValueAs: (v: string) => v || null })}
        />
      </FormField>
      <FormField
        id="creatorComments"
        label={t('events:create.creatorComments')}
        error={err('creatorComments')}
      >
        <Textarea id="creatorComments" maxLength={2000} {...register('creatorComments')} />
      </FormField>
    </fieldset>
  );
}
