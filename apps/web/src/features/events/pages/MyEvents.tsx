import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ListStates } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { isUpcoming, useUserEvents, type UserEvent } from '../api/get-user-events';
import { EventDetailDialog } from '../components/event-detail-dialog';
import { EventRow } from '../components/event-row';

function Group({
  title,
  events,
  onOpen,
  empty,
  emptyAction,
}: {
  title: string;
  events: UserEvent[];
  onOpen: (id: number) => void;
  empty: string;
  /** Where to go from an empty group. */
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation('events');
  return (
    <section className="space-y-2">
      <h2 className="font-semibold">
        {title} <span className="text-muted-foreground">({events.length})</span>
      </h2>
      {events.length === 0 ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{empty}</p>
          {emptyAction}
        </div>
      ) : (
        <ul className="space-y-2">
          {events.map((e) => (
            <EventRow
              key={e.id}
              event={e}
              onOpen={() => onOpen(e.id)}
              extra={
                <>
                  {e.status === 'cancelled' && (
                    <Badge variant="destructive">{t('events:myEvents.cancelled')}</Badge>
                  )}
                  {e.userAttendanceStatus === 'waitlisted' && (
                    <Badge variant="secondary">{t('events:myEvents.waitlisted')}</Badge>
                  )}
                </>
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /my-events — events I host or attend, upcoming and past. */
export default function MyEvents() {
  const { t } = useTranslation('events');
  usePageTitle('common:pageTitles.myEvents');
  const query = useUserEvents();
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const [openId, setOpenId] = useState<number | null>(null);
  // Split at the moment the list was fetched, so re-renders don't move events between tabs.
  const fetchedAt = query.dataUpdatedAt;
  const { upcoming, past } = useMemo(() => {
    const now = fetchedAt;
    const all = (query.data ?? []).filter((e) => e.userAttendanceStatus !== 'not_attending' || e.isCreator);
    return {
      upcoming: all.filter((e) => isUpcoming(e, now)).sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      past: all.filter((e) => !isUpcoming(e, now)).sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
    };
  }, [query.data, fetchedAt]);
  const list = tab === 'upcoming' ? upcoming : past;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('events:myEvents.title')}</h1>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/calendar">{t('events:myEvents.calendar')}</Link>
          </Button>
          <Button asChild>
            <Link to="/create">{t('events:upcoming.createEvent')}</Link>
          </Button>
        </div>
      </div>
      <div
        role="tablist"
        aria-label={t('events:myEvents.title')}
        className="inline-flex rounded-md border p-0.5"
      >
        <Button
          role="tab"
          size="sm"
          aria-selected={tab === 'upcoming'}
          variant={tab === 'upcoming' ? 'secondary' : 'ghost'}
          onClick={() => setTab('upcoming')}
        >
          {t('events:myEvents.upcoming', { total: upcoming.length })}
        </Button>
        <Button
          role="tab"
          size="sm"
          aria-selected={tab === 'past'}
          variant={tab === 'past' ? 'secondary' : 'ghost'}
          onClick={() => setTab('past')}
        >
          {t('events:myEvents.past', { total: past.length })}
        </Button>
      </div>
      <ListStates query={query} errorTitle={t('events:errors.tryLater')}>
        <div role="tabpanel" className="space-y-8">
          <Group
            title={t('events:myEvents.hosting')}
            events={list.filter((e) => e.isCreator)}
            onOpen={setOpenId}
            empty={t('events:myEvents.noneHosting')}
          />
          <Group
            title={t('events:myEvents.attending')}
            events={list.filter((e) => !e.isCreator && e.userAttendanceStatus != null)}
            onOpen={setOpenId}
            empty={t('events:myEvents.noneAttending')}
            emptyAction={
              tab === 'upcoming' && (
                <Button asChild variant="outline" size="sm">
                  <Link to="/#events-near-me">{t('events:myEvents.findRuns')}</Link>
                </Button>
              )
            }
          />
        </div>
      </ListStates>
      <EventDetailDialog eventId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
