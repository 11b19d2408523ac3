import { zodResolver } from '@hookform/resolvers/zod';
import {
  ABILITY_LEVELS,
  createRunclubSchema,
  EVENT_DISTANCE_OPTIONS,
  RUN_DAYS,
  type CreateRunclubInput,
} from '@stride/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LocalityCombobox } from '@/features/locations';
import { ABILITY_LABELS, WEEKDAY_LABELS } from '@/lib/option-labels';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { ClubLogoField } from './club-logo-field';
import { OptionChips } from './option-chips';

const textareaClass = 'min-h-24 w-full rounded-md border bg-background px-3 py-2 text-sm';

export interface ClubFormValues {
  input: CreateRunclubInput;
  logo: File | null;
}

/** The club form for create and edit: the spec's location rules and messages, and a logo with preview. */
export function ClubForm({
  initial,
  initialLogoUrl = null,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: CreateRunclubInput;
  initialLogoUrl?: string | null;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: ClubFormValues) => Promise<void>;
}) {
  const { t } = useTranslation(['clubs', 'messages']);
  const form = useForm<CreateRunclubInput>({
    resolver: zodResolver(createRunclubSchema) as never,
    mode: 'onTouched',
    defaultValues: initial ?? {
      name: '',
      description: '',
      location: '',
      runDays: [],
      distances: [],
      abilityLevels: [],
      annualCost: null,
      comments: '',
    },
  });
  const { errors } = form.formState;
  const clubName = useWatch({ control: form.control, name: 'name' });
  const [logo, setLogo] = useState<File | null>(null);

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit({ input, logo });
    } catch (error) {
      const fields = Object.entries(fieldMessages(t, error));
      for (const [name, message] of fields) form.setError(name as keyof CreateRunclubInput, { message });
      if (!fields.length) throw error;
    }
  });

  const fieldError = (name: keyof CreateRunclubInput) => {
    const message = translateMessage(t, errors[name]?.message);
    return message ? (
      <p id={`club-${name}-error`} className="text-sm text-destructive">
        {message}
      </p>
    ) : null;
  };
  const described = (name: keyof CreateRunclubInput) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `club-${name}-error` } : {};

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <Label htmlFor="club-name">{t('clubs:form.name')}</Label>
        <Input id="club-name" maxLength={120} {...form.register('name')} {...described('name')} />
        {fieldError('name')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="club-location">{t('clubs:form.location')}</Label>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocalityCombobox
              id="club-location"
              initialText={field.value}
              invalid={Boolean(errors.location)}
              onSelect={(s) => {
                field.onChange(s.label);
                void form.trigger('location');
              }}
            />
          )}
        />
        <p className="text-xs text-muted-foreground">{t('clubs:form.locationHint')}</p>
        {fieldError('location')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="club-description">{t('clubs:form.description')}</Label>
        <textarea
          id="club-description"
          className={textareaClass}
          maxLength={2000}
          {...form.register('description')}
        />
        {fieldError('description')}
      </div>
      <Controller
        control={form.control}
        name="runDays"
        render={({ field }) => (
          <OptionChips
            legend={t('clubs:form.runDays')}
            options={RUN_DAYS}
            labels={WEEKDAY_LABELS}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="distances"
        render={({ field }) => (
          <OptionChips
            legend={t('clubs:form.distances')}
            options={EVENT_DISTANCE_OPTIONS}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="abilityLevels"
        render={({ field }) => (
          <OptionChips
            legend={t('clubs:form.abilityLevels')}
            options={ABILITY_LEVELS}
            labels={ABILITY_LABELS}
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <div className="space-y-1.5">
        <Label htmlFor="club-cost">{t('clubs:form.annualCost')}</Label>
        <Input
          id="club-cost"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          {...form.register('annualCost', {
            setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)),
          })}
          {...described('annualCost')}
        />
        {fieldError('annualCost')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="club-comments">{t('clubs:form.comments')}</Label>
        <textarea
          id="club-comments"
          className={textareaClass}
          maxLength={1000}
          {...form.register('comments')}
        />
        {fieldError('comments')}
      </div>
      <ClubLogoField clubName={clubName} initialLogoUrl={initialLogoUrl} logo={logo} onChange={setLogo} />
      <Button type="submit" disabled={pending}>
        {pending ? t('clubs:form.saving') : submitLabel}
      </Button>
    </form>
  );
}
