import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, UI_TIMINGS, type ResetPasswordInput } from '@stride/contracts';
import { CheckCircle2, Eye, EyeOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { useResetPassword } from '../api/reset-password';
import { Field } from '../components/fields';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { translateMessage } from '@/lib/messages';

/** /reset-password/:token: new password twice, then 'Password Reset Complete' and home after 3 s. */
export default function ResetPassword() {
  const { t } = useTranslation(['auth', 'messages']);
  usePageTitle('common:pageTitles.resetPassword');
  const { token } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [show, setShow] = useState({ password: false, confirm: false });
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onChange',
    defaultValues: { token: token ?? '', password: '', confirmPassword: '' },
  });
  const { errors, isValid } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  useEffect(() => {
    if (!token) {
      toast({
        title: t('auth:toast.invalidResetLink'),
        description: t('auth:toast.invalidResetLinkDescription'),
        variant: 'destructive',
      });
      void navigate('/', { replace: true });
    }
  }, [token, navigate, t]);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate('/'), UI_TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () =>
        toast({
          title: t('auth:toast.passwordReset'),
          description: t('auth:toast.passwordResetDescription'),
          variant: 'success',
        }),
    }),
  );

  if (reset.isSuccess) {
    return (
      <div className="mx-auto w-full max-w-md px-4 py-10">
        <Card>
          <CardHeader className="items-center text-center">
            <CheckCircle2 className="size-10 text-green-600" aria-hidden />
            <h1 className="text-2xl font-semibold">{t('auth:reset.completeTitle')}</h1>
            <p className="text-muted-foreground">{t('auth:reset.completeDescription')}</p>
          </CardHeader>
          <CardContent>
            <Button className="w-full" onClick={() => void navigate('/auth')}>
              {t('auth:reset.signInNow')}
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const toggle = (field: 'password' | 'confirm') => (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="absolute top-0 right-0"
      aria-label={show[field] ? t('auth:reset.hide') : t('auth:reset.show')}
      onClick={() => setShow((s) => ({ ...s, [field]: !s[field] }))}
    >
      {show[field] ? <EyeOff /> : <Eye />}
    </Button>
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('auth:reset.title')}</h1>
          <p className="text-muted-foreground">{t('auth:reset.description')}</p>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-4" noValidate>
            <Field id="reset-password" label={t('auth:reset.newPassword')} error={errors.password?.message}>
              <div className="relative">
                <Input
                  id="reset-password"
                  type={show.password ? 'text' : 'password'}
                  autoComplete="new-password"
                  className="pr-10"
                  {...form.register('password')}
                />
                {toggle('password')}
              </div>
            </Field>
            <PasswordStrengthMeter
              password={password}
              onUseSuggestion={(p) => form.setValue('password', p, { shouldValidate: true })}
            />
            <Field
              id="reset-confirm"
              label={t('auth:reset.confirmPassword')}
              error={errors.confirmPassword?.message}
            >
              <div className="relative">
                <Input
                  id="reset-confirm"
                  type={show.confirm ? 'text' : 'password'}
                  autoComplete="new-password"
                  className="pr-10"
                  {...form.register('confirmPassword')}
                />
                {toggle('confirm')}
              </div>
            </Field>
            {reset.isError && (
              <p role="alert" className="text-sm text-destructive">
                {translateMessage(t, reset.error) ?? t('auth:errors.resetFailed')}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={!isValid || reset.isPending}>
              {reset.isPending ? t('auth:reset.updating') : t('auth:reset.update')}
            </Button>
            <Button asChild variant="outline" className="w-full">
              <Link to="/auth">{t('auth:actions.backToSignIn')}</Link>
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
