import { ABILITY_LEVELS, EVENT_DISTANCE_OPTIONS, RUN_DAYS, type CreateRunclubInput } from '@stride/contracts';
import type { ComponentProps } from 'react';
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { LocalityCombobox } from '@/features/locations';
import { ABILITY_LABELS, EVENT_DISTANCE_LABELS, WEEKDAY_LABELS } from '@/lib/option-labels';
import { OptionChips } from './option-chips';

export interface ClubSectionProps {
  form: UseFormReturn<CreateRunclubInput>;
  /** A field's error, already in the reader's language. */
  err: (name: FieldPath<CreateRunclubInput>) => string | undefined;
}

/** Name, where the club runs (a picked locality) and what it is about. */
export function ClubAboutSection({ form, err }: ClubSectionProps) {
  const { t } = useTranslation('clubs');
  return (
    <>
      <FormField id="club-name" label={t('clubs:form.name')} error={err('name')}>
        <Input
          id="club-name"
          maxLength={120}
          {...describedBy('club-name', err('name'))}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        id="club-location"
        label={t('clubs:form.location')}
        hint={t('clubs:form.locationHint')}
        error={err('location')}
      >
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocalityCombobox
              id="club-location"
              initialText={field.value}
              invalid={Boolean(err('location'))}
              onSelect={(s) => {
                field.onChange(s.label);
                void form.trigger('location');
              }}
            />
          )}
        />
      </FormField>
      <FormField id="club-description" label={t('clubs:form.description')} error={err('description')}>
        <Textarea
          id="club-description"
          maxLength={2000}
          className="min-h-24"
          {...describedBy('club-description', err('description'))}
          {...form.register('description')}
        />
      </FormField>
    </>
  );
}

/** When the club runs, the distances it runs and who it welcomes: chips to pick any number of. */
export function ClubRunsSection({ form }: Pick<ClubSectionProps, 'form'>) {
  const { t } = useTranslation('clubs');
  const chips = (
    name: 'runDays' | 'distances' | 'abilityLevels',
    legend: string,
    options: readonly string[],
    labels: ComponentProps<typeof OptionChips>['labels'],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <OptionChips
          legend={legend}
          options={options}
          labels={labels}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
        />
      )}
    />
  );
  return (
    <>
      {chips('runDays', t('clubs:form.runDays'), RUN_DAYS, WEEKDAY_LABELS)}
      {chips('distances', t('clubs:form.distances'), EVENT_DISTANCE_OPTIONS, EVENT_DISTANCE_LABELS)}
      {chips('abilityLevels', t('clubs:form.abilityLevels'), ABILITY_LEVELS, ABILITY_LABELS)}
    </>
  );
}

/** What membership costs a year (empty: free) and anything else runners should know. */
export function ClubCostSection({ form, err }: ClubSectionProps) {
  const { t } = useTranslation('clubs');
  return (
    <>
      <FormField id="club-cost" label={t('clubs:form.annualCost')} error={err('annualCost')}>
        <Input
          id="club-cost"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          {...describedBy('club-cost', err('annualCost'))}
          {...form.register('annualCost', {
            setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
          })}
        />
      </FormField>
      <FormField id="club-comments" label={t('clubs:form.comments')} error={err('comments')}>
        <Textarea
          id="club-comments"
          maxLength={1000}
          className="min-h-24"
          {...describedBy('club-comments', err('comments'))}
          {...form.register('comments')}
        />
      </FormField>
    </>
  );
}
