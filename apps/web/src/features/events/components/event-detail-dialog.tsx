import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
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
    <Dialog open={eventId != null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{event?.title ?? t('events:detail.loading')}</DialogTitle>
          <DialogDescription>
            {event ? (
              <Link to={`/events/${event.id}`} className="text-primary underline-offset-4 hover:underline">
                {t('events:detail.openPage')}
              </Link>
            ) : (
              ' '
            )}
          </DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
