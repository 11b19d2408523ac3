import type { EventCard } from '@stride/contracts';
import { LIMITS } from '@stride/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

type EventPage = { events: EventCard[]; nextCursor: string | null };

/**
 * GET /api/events?limit=50 plus the filters that are set (an empty or 'all' filter is omitted, SPEC 7),
 * and the cursor of the page before for the next 50.
 */
export function eventsUrl(filters: EventFilters, cursor?: string | null): string {
  const params = new URLSearchParams({ limit: String(LIMITS.eventsListDefault) });
  for (const [name, value] of Object.entries(filters)) {
    if (value && value !== 'all') params.set(name, value);
  }
  if (cursor) params.set('cursor', cursor);
  return `${EVENTS_PATH}?${params.toString()}`;
}

export const getEvents = (filters: EventFilters, cursor: string | null, signal?: AbortSignal) =>
  apiRequest<EventPage>('GET', eventsUrl(filters, cursor), undefined, { signal });

/** Upcoming events page by page (the API's cursors): fresh 1 minute, kept 3 minutes, one retry (SPEC 7 and 9). */
export const eventsQueryOptions = (filters: EventFilters) =>
  infiniteQueryOptions({
    queryKey: [EVENTS_PATH, 'list', filters] as const,
    queryFn: ({ signal, pageParam }) => getEvents(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
    gcTime: 3 * 60_000,
    retry: 1,
  });

/** The events of every page loaded so far, and `fetchNextPage` for the next 50. */
export function useEvents(filters: EventFilters) {
  const query = useInfiniteQuery(eventsQueryOptions(filters));
  const events = useMemo(() => query.data?.pages.flatMap((p) => p.events) ?? [], [query.data]);
  return { ...query, events };
}
