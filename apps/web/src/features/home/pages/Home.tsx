import { CalendarPlus, ClipboardList, Plus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '@/features/auth';
import { NearMeCard, UpcomingEvents } from '@/features/events';
import { useLocationSearch } from '@/features/locations';
import { usePageTitle } from '@/hooks/use-page-title';
import { nearMeSearchFrom } from '@/lib/search-in-address';
import { StatCards } from '../components/stat-cards';

const cardClass =
  'flex h-full flex-col gap-2 rounded-xl border bg-card p-5 text-left shadow-sm transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** / (signed in): the home dashboard (SPEC section 2). */
export default function Home() {
  const { t } = useTranslation(['home', 'events']);
  usePageTitle('common:pageTitles.home');
  const { user } = useAuth();
  // Near-me starts from the search the address carries (Back from a run, "Back to events"), else at the
  // runner's own locality when it can be found, else Sydney (the default).
  const { hash, search } = useLocation();
  const [kept] = useState(() => nearMeSearchFrom(search));
  const home = useLocationSearch(kept.place ? '' : (user?.location ?? ''));
  const start = home.data?.find((s) => s.label === user?.location) ?? home.data?.[0];
  const resolving = !kept.place && Boolean(user?.location) && home.isLoading;
  // Links such as My Events' empty state point at the near-me search: /#events-near-me.
  useEffect(() => {
    if (hash === '#events-near-me' && !resolving) document.getElementById('events-near-me')?.scrollIntoView();
  }, [hash, resolving]);

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <section aria-labelledby="hero-heading" className="space-y-6">
        <h1 id="hero-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t('home:hero.title')}
        </h1>
        <div className="grid gap-4 sm:grid-cols-3">
          <button
            type="button"
            className={cardClass}
            onClick={() => document.getElementById('events-near-me')?.scrollIntoView({ behavior: 'smooth' })}
          >
            <Users aria-hidden="true" className="size-6 text-primary" />
            <span className="font-semibold">{t('home:hero.findTribe')}</span>
            <span className="text-sm text-muted-foreground">{t('home:hero.findTribeBody')}</span>
          </button>
          <Link to="/create-visual" className={cardClass}>
            <CalendarPlus aria-hidden="true" className="size-6 text-primary" />
            <span className="font-semibold">{t('home:hero.createEvents')}</span>
            <span className="text-sm text-muted-foreground">{t('home:hero.createEventsBody')}</span>
          </Link>
          <Link to="/training-plan-wizard" className={cardClass}>
            <ClipboardList aria-hidden="true" className="size-6 text-primary" />
            <span className="font-semibold">{t('home:hero.trainingPlan')}</span>
            <span className="text-sm text-muted-foreground">{t('home:hero.trainingPlanBody')}</span>
          </Link>
        </div>
        {user?.id && <StatCards />}
      </section>

      <section aria-labelledby="discover-heading" className="space-y-4">
        <h2 id="discover-heading" className="text-2xl font-bold tracking-tight">
          {t('home:discover.title')}
        </h2>
        {!resolving && <NearMeCard key={start?.value ?? 'default'} initialLocation={start} kept={kept} />}
      </section>

      <UpcomingEvents />

      <Link
        to="/create"
        aria-label={t('home:createFab')}
        title={t('home:createFab')}
        className="fixed right-5 bottom-8 z-40 hidden size-14 md:flex items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:bottom-8"
      >
        <Plus aria-hidden="true" className="size-7" />
      </Link>
    </div>
  );
}
