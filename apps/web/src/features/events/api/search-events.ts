import type { NearbyEvent } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface NearMeQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  hours: number;
  /** Only runs with a pace group within 30 s of this pace (issue 29). */
  paceSecPerKm?: number | undefined;
}

export const SEARCH_EVENTS_PATH = '/api/events/search';

export const searchEvents = (q: NearMeQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams({
    lat: String(q.lat),
    lng: String(q.lng),
    radiusKm: String(q.radiusKm),
    hours: String(q.hours),
  });
  if (q.paceSecPerKm !== undefined) params.set('paceSecPerKm', String(q.paceSecPerKm));
  return apiRequest<{ events: NearbyEvent[]; total: number; totalCapped?: boolean }>(
    'GET',
    `${SEARCH_EVENTS_PATH}?${params.toString()}`,
    undefined,
    { signal },
  );
};

/** Near-me results: fresh 2 minutes, never retried (SPEC 7 and 8). */
export const searchEventsQueryOptions = (q: NearMeQuery) =>
  queryOptions({
    queryKey: [SEARCH_EVENTS_PATH, q] as const,
    queryFn: ({ signal }) => searchEvents(q, signal),
    staleTime: 2 * 60_000,
    retry: false,
  });

/** Runs only when a latitude and longitude exist (SPEC 5). */
export function useSearchEvents(q: Partial<NearMeQuery> & Omit<NearMeQuery, 'lat' | 'lng'>) {
  const ready = q.lat != null && q.lng != null;
  return useQuery({
    ...searchEventsQueryOptions({
      lat: q.lat ?? 0,
      lng: q.lng ?? 0,
      radiusKm: q.radiusKm,
      hours: q.hours,
      paceSecPerKm: q.paceSecPerKm,
    }),
    enabled: ready,
  });
}
