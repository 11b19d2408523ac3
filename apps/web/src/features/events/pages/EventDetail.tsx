import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import { useEvent } from '../api/get-event';
import { landingSearchHref } from '@/lib/last-search';
import { nearMeSearchHref } from '@/lib/search-in-address';
import { EventDetailView } from '../components/event-detail-view';
import { LazyEventsMap } from '../components/lazy-events-map';
import { useEventTime } from '../lib/event-time';

/** /events/:id — the shareable event page, with a not-found state. */
export default function EventDetail() {
  const { t } = useTranslation('events');
  const eventTime = useEventTime();
  const { id } = useParams();
  const eventId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const query = useEvent(eventId);
  const event = query.data;
  usePageTitle('common:pageTitles.eventDetail', undefined, event?.title);
  // Back to the search that finds runs: the home page's near-me card, or the landing page's for visitors.
  const { isAuthenticated } = useAuth();
  const backTo = isAuthenticated ? nearMeSearchHref() : landingSearchHref();

  const notFound =
    eventId == null || (query.error instanceof ApiRequestError && [400, 404].includes(query.error.status));
  if (notFound) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold">{t('events:detail.notFoundTitle')}</h1>
        <p className="mt-3 text-muted-foreground">{t('events:detail.notFoundBody')}</p>
        <Button asChild className="mt-8">
          <Link to={backTo}>{t('events:detail.backToEvents')}</Link>
        </Button>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="mb-4">
        <Link to={backTo}>
          <ArrowLeft aria-hidden="true" />
          {t('events:detail.backToEvents')}
        </Link>
      </Button>
      {query.isError ? (
        <p role="alert">{t('events:errors.tryLater')}</p>
      ) : !event ? (
        <div className="space-y-3">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          <h1 className="mb-5 text-3xl font-bold tracking-tight">{event.title}</h1>
          <div className="grid gap-8 md:grid-cols-[1fr_18rem]">
            <EventDetailView event={event} />
            <LazyEventsMap
              deferUntilVisible
              className="h-64 w-full overflow-hidden rounded-lg border md:h-72"
              center={{ lat: event.lat, lng: event.lng }}
              zoom={14}
              events={[
                {
                  id: event.id,
                  title: event.title,
                  lat: event.lat,
                  lng: event.lng,
                  location: event.location,
                  when: eventTime(event),
                },
              ]}
              label={t('events:map.label')}
              viewLabel={t('events:map.viewEvent')}
            />
          </div>
        </>
      )}
    </article>
  );
}
