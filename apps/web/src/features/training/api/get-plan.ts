import type { TrainingPlan } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const planQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/training-plans', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<TrainingPlan>('GET', `/api/training-plans/${id}`, undefined, { signal }),
  });

export function usePlan(id: number | undefined) {
  return useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== undefined });
}
