import { NOTIFICATION_SETTINGS_MESSAGES, type EmailKind } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';
import { translateMessage } from '@/lib/messages';
import { emailKindOfToken, unsubscribeEmail } from '../api/email-unsubscribe';

const KIND_LABELS: Record<EmailKind, TranslationKey> = {
  events: 'notifications:emailKinds.events',
  social: 'notifications:emailKinds.social',
  reminders: 'notifications:emailKinds.reminders',
  digest: 'notifications:emailKinds.digest',
  account: 'notifications:emailKinds.account',
};

/**
 * /email-unsubscribe?token=…, where a notice e-mail's "Stop e-mails like this" link leads (issue 28).
 * It asks for one click instead of acting on load, so mail scanners that open links change nothing;
 * no sign-in is needed, the signed token names the runner and the kind of e-mail.
 */
export default function EmailUnsubscribe() {
  const { t } = useTranslation(['notifications', 'messages']);
  usePageTitle('notifications:emailUnsubscribe.title', 'common:pageDescriptions.emailUnsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = emailKindOfToken(token);
  const mutation = useMutation({ mutationFn: unsubscribeEmail });

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('notifications:emailUnsubscribe.title')}</h1>
      {mutation.isSuccess ? (
        <p role="status" className="mt-4 text-muted-foreground">
          {t('notifications:emailUnsubscribe.done', { kind: t(KIND_LABELS[mutation.data.kind]) })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted-foreground">
            {kind
              ? t('notifications:emailUnsubscribe.confirm', { kind: t(KIND_LABELS[kind]) })
              : translateMessage(t, NOTIFICATION_SETTINGS_MESSAGES.unsubscribeInvalid)}
          </p>
          {mutation.isError && (
            <p role="alert" className="mt-4 text-destructive">
              {translateMessage(t, mutation.error) ?? t('notifications:emailUnsubscribe.failed')}
            </p>
          )}
          <Button
            className="mt-8"
            disabled={!kind || mutation.isPending}
            onClick={() => mutation.mutate(token)}
          >
            {t('notifications:emailUnsubscribe.button')}
          </Button>
        </>
      )}
      <p className="mt-8 text-sm">
        <Link to="/notification-preferences" className="underline underline-offset-4">
          {t('notifications:emailUnsubscribe.settings')}
        </Link>
      </p>
    </section>
  );
}
