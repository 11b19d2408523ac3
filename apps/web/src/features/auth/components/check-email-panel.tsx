import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { translateMessage } from '@/lib/messages';

/**
 * Where registration ends (issue 16): a state that stays until the runner leaves it, naming the address
 * the link went to, with a resend button and a way to sign in once verified.
 */
export function CheckEmailPanel({
  email,
  returnTo,
  onSignIn,
}: {
  email: string;
  returnTo: string;
  onSignIn: () => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const resend = useResendVerification();
  return (
    <div className="space-y-4 text-center" data-testid="check-email">
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
      <p>
        {t('auth:checkEmail.sentTo')} <strong className="break-all">{email}</strong>
      </p>
      <p className="text-sm text-muted-foreground">{t('auth:checkEmail.instructions')}</p>
      <p role="status" className="min-h-5 text-sm">
        {resend.isSuccess && t('auth:checkEmail.resent')}
        {resend.isError && (translateMessage(t, resend.error) ?? t('auth:toast.resendFailed'))}
      </p>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email, returnTo })}
      >
        {resend.isPending ? t('auth:verify.resending') : t('auth:verify.resend')}
      </Button>
      <Button type="button" className="w-full" onClick={onSignIn}>
        {t('auth:checkEmail.signIn')}
      </Button>
    </div>
  );
}
