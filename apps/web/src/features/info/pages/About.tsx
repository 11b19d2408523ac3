import { HeartHandshake, MapPinned, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/layout/app-link';
import { buttonVariants } from '@/components/ui/button-variants';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';

const VALUES: readonly { icon: typeof Users; title: TranslationKey; text: TranslationKey }[] = [
  { icon: MapPinned, title: 'info:about.values.local.title', text: 'info:about.values.local.text' },
  { icon: Users, title: 'info:about.values.everyone.title', text: 'info:about.values.everyone.text' },
  { icon: HeartHandshake, title: 'info:about.values.honest.title', text: 'info:about.values.honest.text' },
];

/** /about: what Stride is, who it is for and how it works. */
export default function About() {
  const { t } = useTranslation('info');
  usePageTitle('common:pageTitles.about');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('info:about.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('info:about.lead')}</p>
      <p className="mt-4">{t('info:about.story')}</p>
      <h2 className="mt-10 text-2xl font-bold tracking-tight">{t('info:about.valuesTitle')}</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border p-5">
            <Icon aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 font-semibold">{t(title)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(text)}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-2xl font-bold tracking-tight">{t('info:about.howTitle')}</h2>
      <p className="mt-4">{t('info:about.how')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <AppLink to="/auth?mode=register" className={buttonVariants()}>
          {t('info:about.join')}
        </AppLink>
        <AppLink to="/faqs" className={buttonVariants({ variant: 'outline' })}>
          {t('info:about.faqs')}
        </AppLink>
      </div>
    </article>
  );
}
