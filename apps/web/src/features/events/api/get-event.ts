import type { EventDetail } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const eventPath = (id: number) => `/api/events/${id}`;

export const getEvent = (id: number, signal?: AbortSignal) =>
  apiRequest<EventDetail>('GET', eventPath(id), undefined, { signal });

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/events', 'detail', id] as const,
    queryFn: ({ signal }) => getEvent(id, signal),
    staleTime: 30_000,
  });

export function useEvent(id: number | null) {
  return useQuery({ ...eventQueryOptions(id ?? 0), enabled: id != null && id > 0 });
}
