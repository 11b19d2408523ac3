import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { useEvent } from '../api/get-event';
import { EventDetailView } from './event-detail-view';

/** The event detail dialog opened from lists and the map; its title links to the shareable page. */
export function EventDetailDialog({
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
        <EventDetailView event={event} distanceKm={distanceKm} />
      ) : (
        <div className="space-y-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </TitledDialog>
  );
}
