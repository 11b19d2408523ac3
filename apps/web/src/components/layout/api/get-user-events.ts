import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@stride/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/events/user?when=upcoming: the runner's upcoming events (SPEC section 9: cached 60 s). */
export const upcomingUserEventsQueryOptions = queryOptions({
  queryKey: ['/api/events/user', { when: 'upcoming' }] as const,
  queryFn: ({ signal }) =>
    apiRequest<EventSummary[]>('GET', '/api/events/user?when=upcoming', undefined, { signal }),
  staleTime: 60_000,
});

/** How many upcoming events the runner has, for the My Events badges; undefined until known. */
export function useUpcomingEventCount(enabled: boolean): number | undefined {
  const { data } = useQuery({ ...upcomingUserEventsQueryOptions, enabled });
  return data?.length;
}
