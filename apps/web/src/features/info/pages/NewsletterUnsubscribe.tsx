import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { apiRequest } from '@/lib/api-client';

const unsubscribe = (token: string) =>
  apiRequest<{ status: 'unsubscribed' }>('POST', '/api/newsletter/unsubscribe', { token });

/**
 * /newsletter/unsubscribe?token=…, the link in every newsletter e-mail. It asks for one click instead of
 * unsubscribing on load, so mail scanners that open links cannot unsubscribe anyone.
 */
export default function NewsletterUnsubscribe() {
  const { t } = useTranslation('info');
  usePageTitle('info:unsubscribe.title', 'common:pageDescriptions.newsletterUnsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useMutation({ mutationFn: unsubscribe });

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('info:unsubscribe.title')}</h1>
      {mutation.isSuccess ? (
        <p role="status" className="mt-4 text-muted-foreground">
          {t('info:unsubscribe.done')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted-foreground">{t('info:unsubscribe.confirm')}</p>
          {mutation.isError && (
            <p role="alert" className="mt-4 text-destructive">
              {t('info:unsubscribe.invalid')}
            </p>
          )}
          <Button
            className="mt-8"
            disabled={!token || mutation.isPending}
            onClick={() => mutation.mutate(token)}
          >
            {t('info:unsubscribe.button')}
          </Button>
        </>
      )}
    </section>
  );
}
