import { zodResolver } from '@hookform/resolvers/zod';
import { createRunclubSchema, type CreateRunclubInput } from '@stride/contracts';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/form-field';
import { fieldMessages, translateMessage } from '@/lib/messages';
import { ClubAboutSection, ClubCostSection, ClubRunsSection } from './club-form-sections';
import { ClubLogoField } from './club-logo-field';

export interface ClubFormValues {
  input: CreateRunclubInput;
  logo: File | null;
}

const EMPTY_CLUB: CreateRunclubInput = {
  name: '',
  description: '',
  location: '',
  runDays: [],
  distances: [],
  abilityLevels: [],
  annualCost: null,
  comments: '',
};

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
    defaultValues: initial ?? EMPTY_CLUB,
    // The location is a combobox, not a registered input: focusFirstInvalid finds every marked field.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const clubName = useWatch({ control: form.control, name: 'name' });
  const [logo, setLogo] = useState<File | null>(null);
  const err = (name: FieldPath<CreateRunclubInput>) =>
    translateMessage(t, errors[name as keyof CreateRunclubInput]?.message);

  // The form element comes with the event: the callbacks run after render, where refs belong.
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    const element = e.currentTarget;
    void form.handleSubmit(
      async (input) => {
        try {
          await onSubmit({ input, logo });
        } catch (error) {
          const fields = Object.entries(fieldMessages(t, error));
          for (const [name, message] of fields) form.setError(name as keyof CreateRunclubInput, { message });
          if (!fields.length) throw error;
          focusFirstInvalid(element);
        }
      },
      () => focusFirstInvalid(element),
    )(e);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ClubAboutSection form={form} err={err} />
      <ClubRunsSection form={form} />
      <ClubCostSection form={form} err={err} />
      <ClubLogoField clubName={clubName} initialLogoUrl={initialLogoUrl} logo={logo} onChange={setLogo} />
      <Button type="submit" disabled={pending}>
        {pending ? t('clubs:form.saving') : submitLabel}
      </Button>
    </form>
  );
}
