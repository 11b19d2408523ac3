import type { TrainingStats } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const statsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/training-plans', id, 'stats'] as const,
    queryFn: ({ signal }) =>
      apiRequest<TrainingStats>('GET', `/api/training-plans/${id}/stats`, undefined, { signal }),
  });

export function usePlanStats(id: number) {
  return useQuery(statsQueryOptions(id));
}
