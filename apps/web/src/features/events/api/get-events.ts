import type { EventCard } from '@stride/contracts';
import { LIMITS } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface EventFilters {
  date: string;
  timeFilter: string;
  distanceFilter: string;
  eventTypeFilter: string;
  /** One exact distance option, e.g. 'Parkrun' for /parkruns. */
  distance?: string;
}

export const EMPTY_FILTERS: EventFilters = {
  date: '',
  timeFilter: 'all',
  distanceFilter: 'all',
  eventTypeFilter: 'all',
};

export const EVENTS_PATH = '/api/events';

/** GET /api/events?limit=50 plus the filters that are set (an empty or 'all' filter is omitted, SPEC 7). */
export function eventsUrl(filters: EventFilters): string {
  const params = new URLSearchParams({ limit: String(LIMITS.eventsListDefault) });
  for (const [name, value] of Object.entries(filters)) {
    if (value && value !== 'all') params.set(name, value);
  }
  return `${EVENTS_PATH}?${params.toString()}`;
}

export const getEvents = (filters: EventFilters, signal?: AbortSignal) =>
  apiRequest<{ events: EventCard[]; nextCursor: string | null }>('GET', eventsUrl(filters), undefined, {
    signal,
  });

/** Home list: fresh 1 minute, kept 3 minutes, one retry (SPEC 7 and 9). */
export const eventsQueryOptions = (filters: EventFilters) =>
  queryOptions({
    queryKey: [EVENTS_PATH, 'list', filters] as const,
    queryFn: ({ signal }) => getEvents(filters, signal),
    staleTime: 60_000,
    gcTime: 3 * 60_000,
    retry: 1,
  });

export function useEvents(filters: EventFilters) {
  return useQuery(eventsQueryOptions(filters));
}
