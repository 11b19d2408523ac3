import { zodResolver } from '@hookform/resolvers/zod';
import {
  dateOfBirthBounds,
  registerSchema,
  stripNameCharacters,
  type RegisterInput,
} from '@stride/contracts';
import { useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useRegister } from '../api/register';
import { translateMessage } from '@/lib/messages';
import { ErrorSummary } from './error-summary';
import { Field, LocationField, SexSelect } from './fields';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * E-mail sign-up. A submit with gaps lists them and focuses the first; from then on each field is
 * checked as it changes. A new account that must verify its address ends in the check-your-e-mail
 * state (`onRegistered`).
 */
export function RegisterForm({
  returnTo,
  onRegistered,
}: {
  /** Carried into the verification link, so the runner comes back where they set out from. */
  returnTo: string;
  onRegistered: (email: string) => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [bounds] = useState(() => dateOfBirthBounds());
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    // Checked on the first submit, then as the runner types: checking on blur moved the submit button
    // under the pointer (a message appears above it) and swallowed the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', firstName: '', lastName: '', dateOfBirth: '', location: '' },
  });
  const { errors, isSubmitted } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit((values) => {
    registerMutation.mutate(returnTo === '/' ? values : { ...values, returnTo }, {
      onSuccess: (res) => {
        const email = values.email.trim();
        if (res.autoVerified) {
          const params = new URLSearchParams({ email, name: values.firstName.trim() });
          void navigate(`/registration-success?${params}`);
          return;
        }
        onRegistered(email);
      },
    });
  });

  const nameProps = (name: 'firstName' | 'lastName') => {
    const reg = form.register(name);
    return {
      ...reg,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        // Names hold only letters, spaces, hyphens and apostrophes: anything else is dropped as typed.
        e.target.value = stripNameCharacters(e.target.value);
        return reg.onChange(e);
      },
    };
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="reg-first" label={t('auth:fields.firstName')} error={errors.firstName?.message}>
          <Input
            id="reg-first"
            autoComplete="given-name"
            aria-invalid={!!errors.firstName || undefined}
            {...nameProps('firstName')}
          />
        </Field>
        <Field id="reg-last" label={t('auth:fields.lastName')} error={errors.lastName?.message}>
          <Input
            id="reg-last"
            autoComplete="family-name"
            aria-invalid={!!errors.lastName || undefined}
            {...nameProps('lastName')}
          />
        </Field>
      </div>
      <Field id="reg-email" label={t('auth:fields.email')} error={errors.email?.message}>
        <Input
          id="reg-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email || undefined}
          {...form.register('email')}
        />
      </Field>
      <Field id="reg-password" label={t('auth:fields.password')} error={errors.password?.message}>
        <Input
          id="reg-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password || undefined}
          {...form.register('password')}
        />
      </Field>
      <PasswordStrengthMeter
        password={password}
        onUseSuggestion={(p) => form.setValue('password', p, { shouldValidate: true, shouldDirty: true })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="reg-sex" label={t('auth:fields.sex')} error={errors.sex?.message}>
          <SexSelect
            id="reg-sex"
            defaultValue=""
            aria-invalid={!!errors.sex || undefined}
            {...form.register('sex')}
          />
        </Field>
        <Field id="reg-dob" label={t('auth:fields.dateOfBirth')} error={errors.dateOfBirth?.message}>
          <Input
            id="reg-dob"
            type="date"
            min={bounds.min}
            max={bounds.max}
            aria-invalid={!!errors.dateOfBirth || undefined}
            {...form.register('dateOfBirth')}
          />
        </Field>
      </div>
      <LocationField id="reg-location" control={form.control} error={errors.location?.message} />
      {/* After a submit attempt only: while typing, each field's own message is enough. */}
      {isSubmitted && <ErrorSummary errors={errors} />}
      {registerMutation.isError && (
        <p role="alert" className="text-sm text-destructive">
          {translateMessage(t, registerMutation.error) ?? t('auth:errors.registerFailed')}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? t('auth:email.creating') : t('auth:email.createAccount')}
      </Button>
    </form>
  );
}
