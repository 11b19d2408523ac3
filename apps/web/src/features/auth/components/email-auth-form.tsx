import { zodResolver } from '@hookform/resolvers/zod';
import {
  SEX_OPTIONS,
  dateOfBirthBounds,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  stripNameCharacters,
  type LoginInput,
  type RegisterInput,
} from '@stride/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiRequestError } from '@/lib/api-client';
import { useForgotPassword, useLogin, useRegister, useResendVerification } from '../api/auth-mutations';
import { serverMessage } from '../lib/messages';
import { ErrorSummary } from './error-summary';
import { Field, NativeSelect } from './fields';
import { LocationCombobox } from './location-combobox';
import { PasswordStrengthMeter } from './password-strength-meter';

export type EmailMode = 'login' | 'register' | 'forgot';

export const SEX_KEYS: Record<(typeof SEX_OPTIONS)[number], string> = {
  male: 'auth:sex.male',
  female: 'auth:sex.female',
  'non-binary': 'auth:sex.nonBinary',
  'prefer-not-to-say': 'auth:sex.preferNotToSay',
};

/** The e-mail form's three modes (SPEC section 4: login ↔ register, login ↔ forgot). */
export function EmailAuthForm({
  mode,
  onModeChange,
}: {
  mode: EmailMode;
  onModeChange: (m: EmailMode) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="space-y-4">
      {mode === 'login' && <LoginForm onForgot={() => onModeChange('forgot')} />}
      {mode === 'register' && <RegisterForm onRegistered={() => onModeChange('login')} />}
      {mode === 'forgot' && <ForgotForm />}
      <div className="flex flex-col items-center gap-1 text-sm">
        {mode === 'login' && (
          <Button type="button" variant="link" onClick={() => onModeChange('register')}>
            {t('auth:email.toRegister')}
          </Button>
        )}
        {mode !== 'login' && (
          <Button type="button" variant="link" onClick={() => onModeChange('login')}>
            {t('auth:email.toLogin')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Where to go after sign-in: a same-site path from ?next= (the club sign-up journey), else home. */
function nextPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const resend = useResendVerification();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setUnverifiedEmail(undefined);
    login.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('auth:toast.welcomeBack'),
          description: t('auth:toast.signedIn'),
          variant: 'success',
        });
        void navigate(nextPath(params.get('next')));
      },
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
          {serverMessage(t, login.error) ?? login.error.message}
        </p>
      )}
      {unverifiedEmail && (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(unverifiedEmail, {
              onSuccess: () => toast({ title: t('auth:toast.verificationSent'), variant: 'success' }),
              onError: (e) =>
                toast({ title: serverMessage(t, e) ?? t('auth:toast.resendFailed'), variant: 'destructive' }),
            })
          }
        >
          {t('auth:verify.resend')}
        </Button>
      )}
      <Button type="submit" className="w-full" disabled={!isValid || login.isPending}>
        {login.isPending ? t('auth:email.signingIn') : t('auth:email.signIn')}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onForgot}>
        {t('auth:email.forgot')}
      </Button>
    </form>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [bounds] = useState(() => dateOfBirthBounds());
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '', firstName: '', lastName: '', dateOfBirth: '', location: '' },
  });
  const { errors, isValid } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit((values) => {
    registerMutation.mutate(values, {
      onSuccess: (res) => {
        if (res.autoVerified) {
          const params = new URLSearchParams({ email: values.email.trim(), name: values.firstName.trim() });
          void navigate(`/registration-success?${params}`);
          return;
        }
        if (res.success) {
          toast({
            title: t('auth:toast.accountCreated'),
            description: t('auth:toast.checkEmail'),
            variant: 'success',
          });
        } else {
          toast({
            title: t('auth:toast.accountCreatedShort'),
            description: res.message || t('auth:toast.signInWithCredentials'),
          });
        }
        onRegistered();
      },
    });
  });

  const nameProps = (name: 'firstName' | 'lastName') => {
    const reg = form.register(name);
    return {
      ...reg,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
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
          <NativeSelect
            id="reg-sex"
            defaultValue=""
            aria-invalid={!!errors.sex || undefined}
            {...form.register('sex')}
          >
            <option value="" disabled>
              {t('auth:fields.sexPlaceholder')}
            </option>
            {SEX_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {t(SEX_KEYS[s])}
              </option>
            ))}
          </NativeSelect>
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
      <Field id="reg-location" label={t('auth:fields.location')} error={errors.location?.message}>
        <Controller
          control={form.control}
          name="location"
          render={({ field }) => (
            <LocationCombobox
              id="reg-location"
              value={field.value}
              onChange={field.onChange}
              invalid={!!errors.location}
            />
          )}
        />
      </Field>
      <ErrorSummary errors={errors} />
      {registerMutation.isError && (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(t, registerMutation.error) ?? t('auth:errors.registerFailed')}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!isValid || registerMutation.isPending}>
        {registerMutation.isPending ? t('auth:email.creating') : t('auth:email.createAccount')}
      </Button>
    </form>
  );
}

function ForgotForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isValid } = form.formState;
  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: (res) =>
        toast({
          title: t('auth:forgot.sentTitle'),
          description: res.message
            ? (serverMessage(t, { serverMessage: res.message }) ?? res.message)
            : t('auth:server.forgotPassword'),
          variant: 'success',
        }),
      onError: (e) =>
        toast({
          title: t('auth:forgot.failedTitle'),
          description: serverMessage(t, e) ?? t('auth:errors.forgotFailed'),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">{t('auth:forgot.intro')}</p>
      <Field id="forgot-email" label={t('auth:fields.email')} error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email || undefined}
          {...form.register('email')}
        />
      </Field>
      {forgot.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          {serverMessage(t, { serverMessage: forgot.data.message }) ?? t('auth:server.forgotPassword')}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={!isValid || forgot.isPending}>
        {forgot.isPending ? t('auth:forgot.sending') : t('auth:forgot.send')}
      </Button>
    </form>
  );
}
