import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SITE } from '@/config/site';
import type { TranslationKey } from '@/i18n/keys';
import { AppLink } from './app-link';
import { NewsletterForm } from './newsletter-form';
import { FacebookIcon, InstagramIcon } from './social-icons';

const FOOTER_LINKS: readonly { to: string; labelKey: TranslationKey }[] = [
  { to: '/about', labelKey: 'common:footer.about' },
  { to: '/faqs', labelKey: 'common:footer.faqs' },
  { to: '/news', labelKey: 'common:nav.news' },
  { to: '/demo', labelKey: 'common:footer.story' },
  { to: '/privacy-policy', labelKey: 'common:footer.privacy' },
  { to: '/terms-of-service', labelKey: 'common:footer.terms' },
];

// Read once per page load: rendering must stay pure, and a year boundary mid-visit does not matter.
const CURRENT_YEAR = new Date().getFullYear();
const linkClass = 'rounded-sm underline-offset-4 hover:text-primary hover:underline';

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1.4fr]">
        <div className="space-y-3">
          <p className="text-lg font-extrabold tracking-tight">{t('common:app.name')}</p>
          <p className="text-sm text-muted-foreground">{t('common:footer.tagline')}</p>
          <a
            href={`mailto:${SITE.contactEmail}`}
            className={`inline-flex items-center gap-2 text-sm ${linkClass}`}
          >
            <Mail aria-hidden="true" className="size-4" />
            <span>
              {t('common:footer.contact')} <span className="text-muted-foreground">{SITE.contactEmail}</span>
            </span>
          </a>
          <ul className="flex gap-2" aria-label={t('common:footer.social')}>
            <li>
              <a
                href={SITE.social.instagram}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
              >
                <InstagramIcon className="size-5" />
                <span className="sr-only">{t('common:social.instagram')}</span>
              </a>
            </li>
            <li>
              <a
                href={SITE.social.facebook}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
              >
                <FacebookIcon className="size-5" />
                <span className="sr-only">{t('common:social.facebook')}</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={t('common:footer.label')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-1">
            {FOOTER_LINKS.map(({ to, labelKey }) => (
              <li key={to}>
                <AppLink to={to} className={linkClass}>
                  {t(labelKey)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-xs text-muted-foreground">
        {t('common:footer.copyright', { year: CURRENT_YEAR })}
      </p>
    </footer>
  );
}
