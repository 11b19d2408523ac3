import type { EventCard } from '@stride/contracts';
import { useMemo } from 'react';
import { useFormat } from '@/hooks/use-format';
import type { MapEvent } from '../components/events-map';

/** Map markers for a list of events, with the start written in the viewer's language. */
export function useMapEvents(events: readonly EventCard[]): MapEvent[] {
  const fmt = useFormat();
  return useMemo(
    () =>
      events.map((e) => ({
        id: e.id,
        title: e.title,
        lat: e.lat,
        lng: e.lng,
        location: e.location,
        when: fmt.dateTime(e.date, e.time),
      })),
    [events, fmt],
  );
}
