import type { EventComment } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const commentsPath = (id: number) => `/api/events/${id}/comments`;

export const commentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/events', 'comments', id] as const,
    queryFn: ({ signal }) => apiRequest<EventComment[]>('GET', commentsPath(id), undefined, { signal }),
    staleTime: 30_000,
  });

export function useComments(id: number) {
  return useQuery(commentsQueryOptions(id));
}
