import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@stride/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { translateMessage } from '@/lib/messages';
import { Field } from './fields';

/**
 * E-mail sign-in. On success the current user is known at once, and the guest-only guard moves the
 * runner on (back to where they were, or to profile setup first): see app/guards.tsx.
 */
export function LoginForm({ returnTo, onForgot }: { returnTo: string; onForgot: () => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const login = useLogin();
  const resend = useResendVerification();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    // Checked on the first submit, then as the runner types: checking on blur moved the submit button
    // under the pointer (a message appears above it) and swallowed the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setUnverifiedEmail(undefined);
    login.mutate(values, {
      onSuccess: () =>
        toast({
          // Not "Welcome back!": this may be the runner's very first sign-in (issue 26).
          title: t('auth:toast.signedIn'),
          variant: 'success',
        }),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.apiError?.error === 'email_not_verified')
          setUnverifiedEmail(values.email);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Field id="login-email" label={t('auth:fields.email')} error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email || undefined}
          {...form.register('email')}
        />
      </Field>
      <Field id="login-password" label={t('auth:fields.password')} error={errors.password?.message}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password || undefined}
          {...form.register('password')}
        />
      </Field>
      {login.isError && (
        <p role="alert" className="text-sm text-destructive">
          {translateMessage(t, login.error) ?? login.error.message}
        </p>
      )}
      {unverifiedEmail && (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(
              { email: unverifiedEmail, returnTo },
              {
                onSuccess: () => toast({ title: t('auth:toast.verificationSent'), variant: 'success' }),
                onError: (e) =>
                  toast({
                    title: translateMessage(t, e) ?? t('auth:toast.resendFailed'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {t('auth:verify.resend')}
        </Button>
      )}
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? t('auth:email.signingIn') : t('auth:email.signIn')}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onForgot}>
        {t('auth:email.forgot')}
      </Button>
    </form>
  );
}
