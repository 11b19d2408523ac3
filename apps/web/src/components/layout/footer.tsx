import { useTranslation } from 'react-i18next';
import { NavEntry } from './nav-entry';
import { NAV, type NavItem } from './nav-items';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from './social-links';

const FOOTER_LINKS: readonly NavItem[] = [
  { ...NAV.about, labelKey: 'common:footer.about' },
  { ...NAV.faqs, labelKey: 'common:footer.faqs' },
  NAV.news,
  { to: '/demo', labelKey: 'common:footer.story' },
  { to: '/privacy-policy', labelKey: 'common:footer.privacy' },
  { to: '/terms-of-service', labelKey: 'common:footer.terms' },
];

// Read once per page load: rendering must stay pure, and a year boundary mid-visit does not matter.
const CURRENT_YEAR = new Date().getFullYear();
const linkClass =
  'inline-flex items-center gap-2 rounded-sm underline-offset-4 hover:text-primary hover:underline';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_1.4fr]">
        <div className="space-y-3">
          <p className="text-lg font-extrabold tracking-tight">{t('common:app.name')}</p>
          <p className="text-sm text-muted-foreground">{t('common:footer.tagline')}</p>
        </div>
        <nav aria-label={t('common:footer.label')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <NavEntry item={item} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <SocialLinks className="-mx-2" />
        <NewsletterForm />
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-xs text-muted-foreground">
        {t('common:footer.copyright', { year: CURRENT_YEAR })}
      </p>
    </footer>
  );
}
