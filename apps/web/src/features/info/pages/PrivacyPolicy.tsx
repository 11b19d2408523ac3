import { useTranslation } from 'react-i18next';
import { SITE } from '@/config/site';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';

/**
 * What Stride stores and why. Each section follows the database schema (apps/server/src/db/schema) and
 * the browser storage the web app uses; change this page when either changes.
 */
const SECTIONS: readonly { id: string; title: TranslationKey; text: TranslationKey }[] = [
  { id: 'account', title: 'info:privacy.account.title', text: 'info:privacy.account.text' },
  { id: 'signin', title: 'info:privacy.signin.title', text: 'info:privacy.signin.text' },
  { id: 'activity', title: 'info:privacy.activity.title', text: 'info:privacy.activity.text' },
  { id: 'forms', title: 'info:privacy.forms.title', text: 'info:privacy.forms.text' },
  { id: 'analytics', title: 'info:privacy.analytics.title', text: 'info:privacy.analytics.text' },
  { id: 'device', title: 'info:privacy.device.title', text: 'info:privacy.device.text' },
  { id: 'sharing', title: 'info:privacy.sharing.title', text: 'info:privacy.sharing.text' },
  { id: 'choices', title: 'info:privacy.choices.title', text: 'info:privacy.choices.text' },
];

export default function PrivacyPolicy() {
  const { t } = useTranslation('info');
  usePageTitle('common:pageTitles.privacyPolicy');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('info:privacy.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('info:privacy.intro')}</p>
      <nav aria-label={t('info:privacy.contents')} className="mt-6">
        <ol className="list-decimal space-y-1 pl-6 text-sm">
          {SECTIONS.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`} className="text-primary underline-offset-4 hover:underline">
                {t(title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map(({ id, title, text }) => (
        <section key={id} id={id} aria-labelledby={`${id}-title`} className="mt-8 scroll-mt-20">
          <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
            {t(title)}
          </h2>
          <p className="mt-3 leading-relaxed">{t(text)}</p>
        </section>
      ))}
      <p className="mt-10 text-sm text-muted-foreground">
        {t('info:privacy.contact')}{' '}
        <a className="text-primary underline underline-offset-4" href={`mailto:${SITE.contactEmail}`}>
          {SITE.contactEmail}
        </a>
      </p>
    </article>
  );
}
