import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { EventsMapProps } from './events-map';

const EventsMap = lazy(() => import('./events-map'));

/** The map and Leaflet load only when a map is first shown. */
export function LazyEventsMap(props: EventsMapProps) {
  return (
    <Suspense fallback={<Skeleton className={props.className ?? 'h-80 w-full rounded-lg'} />}>
      <EventsMap {...props} />
    </Suspense>
  );
}
