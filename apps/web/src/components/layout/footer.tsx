import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TranslationKey } from '@/i18n/keys';

const FOOTER_LINKS: readonly { to: string; labelKey: TranslationKey }[] = [
  { to: '/about', labelKey: 'common:footer.about' },
  { to: '/faqs', labelKey: 'common:footer.faqs' },
  { to: '/privacy-policy', labelKey: 'common:footer.privacy' },
  { to: '/terms-of-service', labelKey: 'common:footer.terms' },
];

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('common:footer.tagline')}</p>
        <nav aria-label={t('common:footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {FOOTER_LINKS.map(({ to, labelKey }) => (
              <li key={to}>
                <Link to={to} className="rounded-sm underline-offset-4 hover:text-primary hover:underline">
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-muted-foreground">
        {t('common:footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
