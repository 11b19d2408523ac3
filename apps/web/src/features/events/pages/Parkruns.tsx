import { LIMITS } from '@stride/contracts';
import { Timer, Trees, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ParkrunHowTo } from '@/features/clubs';
import { Skeleton } from '@/components/ui/skeleton';
import { usePageTitle } from '@/hooks/use-page-title';
import { EMPTY_FILTERS, useEvents, type EventFilters } from '../api/get-events';
import { EventDetailDialog } from '../components/event-detail-dialog';
import { EventRow } from '../components/event-row';

const PARKRUN_FILTERS: EventFilters = { ...EMPTY_FILTERS, distance: 'Parkrun' };

/** /parkruns: what parkrun is, then the upcoming events that offer the Parkrun distance. */
export default function Parkruns() {
  const { t } = useTranslation('events');
  usePageTitle('common:pageTitles.parkruns');
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useEvents(PARKRUN_FILTERS);
  const { events } = query;
  const facts = [
    { icon: Wallet, text: t('events:parkruns.free') },
    { icon: Timer, text: t('events:parkruns.timed') },
    { icon: Trees, text: t('events:parkruns.saturday') },
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t('events:parkruns.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('events:parkruns.intro')}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-3">
          {facts.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2 rounded-lg border bg-card p-3 text-sm">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </header>
      <ParkrunHowTo />
      <section aria-labelledby="parkruns-upcoming" className="space-y-3">
        <h2 id="parkruns-upcoming" className="text-2xl font-bold tracking-tight">
          {t('events:parkruns.upcoming')}
        </h2>
        {query.isLoading ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: LIMITS.skeletonRows }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-destructive">
            {t('events:errors.tryLater')}
          </p>
        ) : events.length === 0 ? (
          <div className="rounded-lg border border-dashed p-8 text-center">
            <p className="text-lg font-semibold">{t('events:parkruns.emptyTitle')}</p>
            <p className="mt-1 text-muted-foreground">{t('events:parkruns.emptyBody')}</p>
            <Button asChild className="mt-4">
              <Link to="/create">{t('events:upcoming.createEvent')}</Link>
            </Button>
          </div>
        ) : (
          <ul className="space-y-2" data-testid="parkruns-list">
            {events.map((e) => (
              <EventRow key={e.id} event={e} onOpen={() => setOpenId(e.id)} />
            ))}
          </ul>
        )}
      </section>
      <EventDetailDialog eventId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
