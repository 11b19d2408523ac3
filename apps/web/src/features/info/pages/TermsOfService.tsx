import { useTranslation } from 'react-i18next';
import { SITE } from '@/config/site';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';

const SECTIONS: readonly { id: string; title: TranslationKey; text: TranslationKey }[] = [
  { id: 'account', title: 'info:terms.account.title', text: 'info:terms.account.text' },
  { id: 'events', title: 'info:terms.events.title', text: 'info:terms.events.text' },
  { id: 'safety', title: 'info:terms.safety.title', text: 'info:terms.safety.text' },
  { id: 'conduct', title: 'info:terms.conduct.title', text: 'info:terms.conduct.text' },
  { id: 'content', title: 'info:terms.content.title', text: 'info:terms.content.text' },
  { id: 'changes', title: 'info:terms.changes.title', text: 'info:terms.changes.text' },
];

/** /terms-of-service: the rules for using Stride, in plain language. */
export default function TermsOfService() {
  const { t } = useTranslation('info');
  usePageTitle('common:pageTitles.termsOfService');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('info:terms.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('info:terms.intro')}</p>
      {SECTIONS.map(({ id, title, text }) => (
        <section key={id} aria-labelledby={`terms-${id}`} className="mt-8">
          <h2 id={`terms-${id}`} className="text-xl font-bold tracking-tight">
            {t(title)}
          </h2>
          <p className="mt-3 leading-relaxed">{t(text)}</p>
        </section>
      ))}
      <p className="mt-10 text-sm text-muted-foreground">
        {t('info:terms.contact')}{' '}
        <a className="text-primary underline underline-offset-4" href={`mailto:${SITE.contactEmail}`}>
          {SITE.contactEmail}
        </a>
      </p>
    </article>
  );
}
