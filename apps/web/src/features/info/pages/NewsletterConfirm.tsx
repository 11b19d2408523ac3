import type { NewsletterResult } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { apiRequest } from '@/lib/api-client';

const confirmSubscription = (token: string) =>
  apiRequest<NewsletterResult>('POST', '/api/newsletter/confirm', { token });

/**
 * /newsletter/confirm?token=…, the link in the confirmation e-mail (double opt-in): only this subscribes
 * the address. It asks for one click instead of confirming on load, so a mail scanner that opens links
 * cannot subscribe anyone.
 */
export default function NewsletterConfirm() {
  const { t } = useTranslation('info');
  usePageTitle('info:newsletterConfirm.title', 'common:pageDescriptions.newsletterConfirm');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useMutation({ mutationFn: confirmSubscription });

  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('info:newsletterConfirm.title')}</h1>
      {mutation.isSuccess ? (
        <p role="status" className="mt-4 text-muted-foreground">
          {t('info:newsletterConfirm.done')}
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted-foreground">{t('info:newsletterConfirm.prompt')}</p>
          {(mutation.isError || !token) && (
            <p role="alert" className="mt-4 text-destructive">
              {t('info:newsletterConfirm.invalid')}
            </p>
          )}
          <Button
            className="mt-8"
            disabled={!token || mutation.isPending}
            onClick={() => mutation.mutate(token)}
          >
            {t('info:newsletterConfirm.button')}
          </Button>
        </>
      )}
    </section>
  );
}
