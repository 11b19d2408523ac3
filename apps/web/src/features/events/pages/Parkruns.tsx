import { Timer, Trees, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty, ListStates } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { EMPTY_FILTERS, useEvents, type EventFilters } from '../api/get-events';
import { EventDetailDialog } from '../components/event-detail-dialog';
import { EventRow } from '../components/event-row';
import { ParkrunHowTo } from '../components/parkrun-howto';

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
        <ListStates query={query} errorTitle={t('events:errors.tryLater')}>
          {events.length === 0 ? (
            <ListEmpty
              title={t('events:parkruns.emptyTitle')}
              description={t('events:parkruns.emptyBody')}
              action={
                <Button asChild>
                  <Link to="/create">{t('events:upcoming.createEvent')}</Link>
                </Button>
              }
            />
          ) : (
            <ul className="space-y-2" data-testid="parkruns-list">
              {events.map((e) => (
                <EventRow key={e.id} event={e} onOpen={() => setOpenId(e.id)} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <EventDetailDialog eventId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
