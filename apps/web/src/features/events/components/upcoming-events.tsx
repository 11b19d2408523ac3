import { LIMITS } from '@stride/contracts';
import { List, Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ViewToggle } from '@/components/ui/view-toggle';
import { useFormat } from '@/hooks/use-format';
import { EMPTY_FILTERS, useEvents, type EventFilters } from '../api/get-events';
import { distanceFilterLabel, timeFilterLabel } from '../lib/labels';
import { EventDetailDialog } from './event-detail-dialog';
import { EventFiltersPanel } from './event-filters';
import { EventJsonLd } from './event-json-ld';
import { EventRow } from './event-row';
import { LazyEventsMap } from './lazy-events-map';
import { useMapEvents } from '../lib/map-events';

const AUSTRALIA_CENTRE = { lat: -27.5, lng: 134 };
/** Rows shown at first and added by each 'Load more'; pages of 50 are fetched as the rows run out. */
export const UPCOMING_STEP = 10;

/** 'Upcoming events': list (default) or map, four filters, loading, empty and populated states. */
export function UpcomingEvents() {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  const [filters, setFilters] = useState<EventFilters>(EMPTY_FILTERS);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [openId, setOpenId] = useState<number | null>(null);
  const [shownCount, setShownCount] = useState(UPCOMING_STEP);
  const query = useEvents(filters);
  const { events } = query;
  const shown = events.slice(0, shownCount);
  const canLoadMore = events.length > shownCount || query.hasNextPage;
  const loadMore = () => {
    if (events.length < shownCount + UPCOMING_STEP && query.hasNextPage) void query.fetchNextPage();
    setShownCount((n) => n + UPCOMING_STEP);
  };
  const changeFilters = (next: EventFilters) => {
    setFilters(next);
    setShownCount(UPCOMING_STEP);
  };
  const mapEvents = useMapEvents(events);
  // The empty state's debug line shows when the list was loaded, not a clock that ticks on re-render.
  const now = new Date(query.dataUpdatedAt || 0);

  return (
    <section aria-labelledby="upcoming-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="upcoming-heading" className="text-2xl font-bold tracking-tight">
          {t('events:upcoming.title')}
        </h2>
        <ViewToggle
          label={t('events:upcoming.viewMode')}
          value={view}
          onChange={setView}
          options={[
            { value: 'list', label: t('events:upcoming.list'), icon: <List aria-hidden="true" /> },
            { value: 'map', label: t('events:upcoming.map'), icon: <MapIcon aria-hidden="true" /> },
          ]}
        />
      </div>
      <EventFiltersPanel value={filters} onChange={changeFilters} />
      {query.isLoading ? (
        <div className="space-y-2" data-testid="events-loading">
          {Array.from({ length: LIMITS.skeletonRows }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-destructive">
          {t('events:upcoming.failed', { status: query.error.message })}
        </p>
      ) : events.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="text-lg font-semibold">{t('events:upcoming.emptyTitle')}</p>
          <p className="mt-1 text-muted-foreground">{t('events:upcoming.emptyBody')}</p>
          <Button asChild className="mt-4">
            <Link to="/create">{t('events:upcoming.createEvent')}</Link>
          </Button>
          <p className="mt-4 text-xs text-muted-foreground" data-testid="filters-debug">
            {t('events:upcoming.debug', {
              now: fmt.dateTime(
                `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
                `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`,
              ),
              date: filters.date ? fmt.date(filters.date) : t('events:filters.anyDate'),
              time: timeFilterLabel(t, fmt.time, filters.timeFilter),
              distance: distanceFilterLabel(t, filters.distanceFilter),
            })}
          </p>
        </div>
      ) : view === 'list' ? (
        <div className="space-y-3">
          <ul className="space-y-2" data-testid="upcoming-list">
            {shown.map((e) => (
              <EventRow key={e.id} event={e} onOpen={() => setOpenId(e.id)} />
            ))}
          </ul>
          {canLoadMore && (
            <div className="flex justify-center">
              <Button variant="outline" onClick={loadMore} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? t('events:upcoming.loadingMore') : t('events:upcoming.loadMore')}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <LazyEventsMap
          className="h-[28rem] w-full overflow-hidden rounded-lg border"
          center={AUSTRALIA_CENTRE}
          zoom={4}
          events={mapEvents}
          label={t('events:map.label')}
          viewLabel={t('events:map.viewEvent')}
        />
      )}
      <EventJsonLd events={events} />
      <EventDetailDialog eventId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
