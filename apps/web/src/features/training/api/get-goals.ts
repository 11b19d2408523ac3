import type { Goal } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const goalsQueryOptions = queryOptions({
  queryKey: ['/api/goals'] as const,
  queryFn: ({ signal }) => apiRequest<Goal[]>('GET', '/api/goals', undefined, { signal }),
});

export function useGoals(enabled = true) {
  return useQuery({ ...goalsQueryOptions, enabled });
}
