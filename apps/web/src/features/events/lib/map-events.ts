import type { EventCard } from '@stride/contracts';
import { useMemo } from 'react';
import { useEventTime } from './event-time';
import type { MapEvent } from '../components/events-map';

/** Map markers for a list of events, with the start written in the viewer's language. */
export function useMapEvents(events: readonly EventCard[]): MapEvent[] {
  const eventTime = useEventTime();
  return useMemo(
    () =>
      events.map((e) => ({
        id: e.id,
        title: e.title,
        lat: e.lat,
        lng: e.lng,
        location: e.location,
        when: eventTime(e),
      })),
    [events, eventTime],
  );
}
