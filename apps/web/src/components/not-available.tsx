import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';

/**
 * The honest state for a screen whose feature has not been built yet: it names the page, says it is not
 * available and offers a way home. It never shows sample or made-up content.
 */
export function NotAvailableYet({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation('common');
  usePageTitle(titleKey);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{t(titleKey)}</h1>
      <p className="mt-4 text-lg font-medium">{t('common:notAvailable.title')}</p>
      <p className="mt-2 text-muted-foreground">{t('common:notAvailable.description')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('common:actions.backHome')}</Link>
      </Button>
    </section>
  );
}
