import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { useBuddyPreferences } from '../api/buddy-preferences';
import { useSuggestions } from '../api/get-suggestions';
import { BlockedRunners } from '../components/blocked-runners';
import { PreferencesForm } from '../components/preferences-form';
import { RequestsPanel } from '../components/requests-panel';
import { SuggestionCard } from '../components/suggestion-card';

const MIN_SCORES = [0, 50, 70] as const;

/** /buddy-matching: opt in with preferences, suggestions with their score explained, requests. */
export default function BuddyMatching() {
  const { t } = useTranslation('social');
  usePageTitle('common:pageTitles.buddyMatching');
  const prefs = useBuddyPreferences();
  const suggestions = useSuggestions();
  const [minScore, setMinScore] = useState(0);
  const shown = suggestions.data?.suggestions.filter((s) => s.score >= minScore) ?? [];

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('common:pageTitles.buddyMatching')}</h1>
        <p className="mt-2 text-muted-foreground">{t('social:buddies.intro')}</p>
        <p className="mt-1 text-sm">
          <Link className="underline" to="/training-partners">
            {t('social:buddies.partnersLink')}
          </Link>
        </p>
      </header>

      <RequestsPanel />

      <section aria-labelledby="prefs-heading" className="rounded-lg border p-4">
        <h2 id="prefs-heading" className="mb-3 text-xl font-semibold">
          {t('social:buddies.preferencesTitle')}
        </h2>
        {prefs.data ? (
          <PreferencesForm key={String(prefs.dataUpdatedAt)} current={prefs.data} />
        ) : (
          // About the form's height (a phone stacks its fields), so the suggestions don't jump down.
          <Skeleton className="h-[48rem] md:h-[26rem]" />
        )}
      </section>

      <section aria-labelledby="suggestions-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="suggestions-heading" className="text-xl font-semibold">
            {t('social:buddies.suggestionsTitle')}
          </h2>
          <div className="space-y-1">
            <Label htmlFor="min-score">{t('social:buddies.minScore')}</Label>
            <select
              id="min-score"
              className="block h-10 rounded-md border border-input bg-background px-3"
              value={minScore}
              onChange={(e) => setMinScore(Number(e.target.value))}
            >
              {MIN_SCORES.map((s) => (
                <option key={s} value={s}>
                  {s === 0 ? t('social:buddies.anyScore') : t('social:buddies.scoreAtLeast', { score: s })}
                </option>
              ))}
            </select>
          </div>
        </div>
        {suggestions.isPending && <Skeleton className="h-32" />}
        {suggestions.data && !suggestions.data.optedIn && (
          <p className="text-muted-foreground">{t('social:buddies.notOptedIn')}</p>
        )}
        {suggestions.data?.optedIn && shown.length === 0 && (
          <p className="text-muted-foreground">{t('social:buddies.noSuggestions')}</p>
        )}
        <ul className="space-y-3">
          {shown.map((s) => (
            <SuggestionCard key={s.runner.id} suggestion={s} />
          ))}
        </ul>
      </section>
      <BlockedRunners />
    </div>
  );
}
