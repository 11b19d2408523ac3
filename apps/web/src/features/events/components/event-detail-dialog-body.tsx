import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { useEvent } from '../api/get-event';

// The event's full view (actions, comments, forms) loads when an event is opened, behind the skeleton.
const EventDetailView = lazy(() =>
  import('./event-detail-view').then((m) => ({ default: m.EventDetailView })),
);

/** The dialog itself (see event-detail-dialog.tsx, which loads it on first use). */
export default function EventDetailDialogBody({
  eventId,
  distanceKm,
  onClose,
}: {
  eventId: number | null;
  distanceKm?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('events');
  const query = useEvent(eventId);
  const event = query.data;
  return (
    <TitledDialog
      open={eventId != null}
      onOpenChange={(open) => !open && onClose()}
      content={{ className: 'max-w-2xl' }}
      title={event?.title ?? t('events:detail.loading')}
      description={
        event ? (
          <Link to={`/events/${event.id}`} className="text-primary underline-offset-4 hover:underline">
            {t('events:detail.openPage')}
          </Link>
        ) : (
          ' '
        )
      }
    >
      {query.isError ? (
        <p role="alert">{t('events:detail.notFoundTitle')}</p>
      ) : event ? (
        <Suspense fallback={<DetailSkeleton />}>
          <EventDetailView event={event} distanceKm={distanceKm} />
        </Suspense>
      ) : (
        <DetailSkeleton />
      )}
    </TitledDialog>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
