import { lazy, Suspense, useState } from 'react';

const EventDetailDialogBody = lazy(() => import('./event-detail-dialog-body'));

/**
 * The event detail dialog opened from lists and the map; its title links to the shareable page. Its
 * code (the dialog, the event's view with its actions and forms) loads when an event is first opened,
 * not with the list (issue 30); after that it stays mounted, so closing animates as before.
 */
export function EventDetailDialog(props: {
  eventId: number | null;
  distanceKm?: number;
  onClose: () => void;
}) {
  const [used, setUsed] = useState(false);
  if (props.eventId != null && !used) setUsed(true);
  if (!used && props.eventId == null) return null;
  return (
    <Suspense fallback={null}>
      <EventDetailDialogBody {...props} />
    </Suspense>
  );
}
