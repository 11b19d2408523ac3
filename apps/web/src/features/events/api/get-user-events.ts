import type { EventCard, UserEvent } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

export type { UserEvent };

export const USER_EVENTS_PATH = '/api/events/user';

export const getUserEvents = (signal?: AbortSignal) =>
  apiRequest<UserEvent[]>('GET', USER_EVENTS_PATH, undefined, { signal });

/** Everything the runner hosts or joined, past and upcoming; fresh 60 s (SPEC 7). Only when signed in. */
export const userEventsQueryOptions = queryOptions({
  queryKey: [USER_EVENTS_PATH] as const,
  queryFn: ({ signal }) => getUserEvents(signal),
  staleTime: 60_000,
});

export function useUserEvents() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...userEventsQueryOptions, enabled: isAuthenticated });
}

/** True when the event has not started yet (the server's `when=upcoming` rule). */
export const isUpcoming = (e: Pick<EventCard, 'startsAt'>, now = Date.now()) => Date.parse(e.startsAt) >= now;

/** How many upcoming events the runner has, for the My Events badges; undefined until known. */
export function useUpcomingEventCount(enabled: boolean): number | undefined {
  const { data } = useQuery({ ...userEventsQueryOptions, enabled });
  return data?.filter((event) => isUpcoming(event)).length;
}
