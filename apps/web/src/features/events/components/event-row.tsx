import { formatPace, type EventCard } from '@stride/contracts';
import { CalendarDays, Gauge, MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { useEventTime } from '../lib/event-time';
import { DistanceBadges } from './distance-badges';

/** One event in a list; the whole row opens the detail dialog. */
export function EventRow({
  event,
  distanceKm,
  onOpen,
  extra,
}: {
  event: EventCard;
  distanceKm?: number;
  onOpen: () => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation('events');
  const fmt = useFormat();
  const eventTime = useEventTime();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="w-full rounded-lg border bg-card p-4 text-left transition-colors hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold">{event.title}</h3>
          {distanceKm != null && (
            <span className="text-sm text-muted-foreground">
              {t('events:detail.distanceAway', { distance: fmt.distanceKm(distanceKm, 1) })}
            </span>
          )}
        </div>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            {eventTime(event)}
          </span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {event.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3.5" />
            {t('events:detail.attendees', { count: event.participantCount, max: event.maxParticipants })}
          </span>
          {event.paceGroupPaces.length > 0 && (
            <span className="inline-flex items-center gap-1">
              <Gauge aria-hidden="true" className="size-3.5" />
              {t('events:paceGroups.range', {
                fastest: formatPace(event.paceGroupPaces[0]!),
                slowest: formatPace(event.paceGroupPaces[event.paceGroupPaces.length - 1]!),
              })}
            </span>
          )}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <DistanceBadges distances={event.distances} />
          {extra}
        </div>
      </button>
    </li>
  );
}
