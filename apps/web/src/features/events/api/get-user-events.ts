import type { EventCard } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/api/get-current-user';
import { apiRequest } from '@/lib/api-client';

export type UserEvent = EventCard & { isCreator: boolean; userAttendanceStatus: string | null };

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

/** True when the event has not started yet. */
export const isUpcoming = (e: Pick<EventCard, 'startsAt'>, now = Date.now()) => Date.parse(e.startsAt) >= now;
