import { ChevronDown, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/hooks/use-page-title';
import type { TranslationKey } from '@/i18n/keys';

/** Questions in reading order; each key is written out in full so the i18n check can see it. */
const FAQS: readonly { id: string; q: TranslationKey; a: TranslationKey }[] = [
  { id: 'what', q: 'info:faqs.what.q', a: 'info:faqs.what.a' },
  { id: 'cost', q: 'info:faqs.cost.q', a: 'info:faqs.cost.a' },
  { id: 'find', q: 'info:faqs.find.q', a: 'info:faqs.find.a' },
  { id: 'join', q: 'info:faqs.join.q', a: 'info:faqs.join.a' },
  { id: 'create', q: 'info:faqs.create.q', a: 'info:faqs.create.a' },
  { id: 'clubs', q: 'info:faqs.clubs.q', a: 'info:faqs.clubs.a' },
  { id: 'alerts', q: 'info:faqs.alerts.q', a: 'info:faqs.alerts.a' },
  { id: 'language', q: 'info:faqs.language.q', a: 'info:faqs.language.a' },
  { id: 'data', q: 'info:faqs.data.q', a: 'info:faqs.data.a' },
  { id: 'contact', q: 'info:faqs.contact.q', a: 'info:faqs.contact.a' },
];

/** /faqs: searchable questions; each answer opens in place (native disclosure, works without script). */
export default function Faqs() {
  const { t } = useTranslation('info');
  usePageTitle('common:pageTitles.faqs');
  const searchId = useId();
  const [query, setQuery] = useState('');
  const needle = useDeferredValue(query).trim().toLocaleLowerCase();
  const shown = FAQS.filter(({ q, a }) => !needle || `${t(q)} ${t(a)}`.toLocaleLowerCase().includes(needle));

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('info:faqs.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('info:faqs.intro')}</p>
      <div className="relative mt-8">
        <label htmlFor={searchId} className="sr-only">
          {t('info:faqs.search')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('info:faqs.search')}
          className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
      </div>
      <p className="sr-only" role="status">
        {t('info:faqs.results', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="mt-8 text-muted-foreground">{t('info:faqs.noResults')}</p>
      ) : (
        <div className="mt-6 divide-y rounded-xl border">
          {shown.map(({ id, q, a }) => (
            <details key={id} className="group px-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                <h2 className="text-base">{t(q)}</h2>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 text-muted-foreground">{t(a)}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
