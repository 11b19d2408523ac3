import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { FormField, describedBy } from '@/components/ui/form-field';
import { LocalityCombobox } from '@/features/locations';
import { todayIso } from '../lib/near-me';
import type { VisualDraft, VisualField } from '../lib/visual-draft';

export interface VisualSectionProps {
  form: UseFormReturn<VisualDraft>;
  /** A field's error, already in the reader's language. */
  err: (name: VisualField) => string | undefined;
}

/** The card's typed fields: title, date, place and how many can join. */
export function VisualCardFields({ form, err }: VisualSectionProps) {
  const { t } = useTranslation('events');
  const { register } = form;
  return (
    <>
      <FormField id="v-title" label={t('events:create.titleLabel')} error={err('title')}>
        <Input
          id="v-title"
          maxLength={200}
          {...describedBy('v-title', err('title'))}
          {...register('title')}
        />
      </FormField>
      <FormField id="v-date" label={t('events:create.date')} error={err('date')}>
        <Input
          id="v-date"
          type="date"
          min={todayIso()}
          {...describedBy('v-date', err('date'))}
          {...register('date')}
        />
      </FormField>
      <FormField id="v-location" label={t('events:create.location')} error={err('place')}>
        <LocalityCombobox
          id="v-location"
          label={t('events:create.location')}
          invalid={Boolean(err('place'))}
          onSelect={(place) => form.setValue('place', place, { shouldValidate: form.formState.isSubmitted })}
        />
      </FormField>
      <FormField id="v-max" label={t('events:create.maxParticipants')} error={err('maxParticipants')}>
        <Input
          id="v-max"
          type="number"
          min={1}
          max={10000}
          {...describedBy('v-max', err('maxParticipants'))}
          {...register('maxParticipants', { setValueAs: (v: string) => Number(v) })}
        />
      </FormField>
    </>
  );
}
