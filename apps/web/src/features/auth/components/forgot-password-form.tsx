import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@stride/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useForgotPassword } from '../api/forgot-password';
import { translateMessage } from '@/lib/messages';
import { Field } from './fields';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'messages']);
  const forgot = useForgotPassword();
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    // Checked on the first submit, then as the runner types: checking on blur moved the submit button
    // under the pointer (a message appears above it) and swallowed the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onError: (e) =>
        toast({
          title: t('auth:forgot.failedTitle'),
          description: translateMessage(t, e) ?? t('auth:errors.forgotFailed'),
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
          {translateMessage(t, forgot.data)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? t('auth:forgot.sending') : t('auth:forgot.send')}
      </Button>
    </form>
  );
}
