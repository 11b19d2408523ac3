import type { TrainingAdjustment } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const adjustmentsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/training-plans', id, 'adjustments'] as const,
    queryFn: ({ signal }) =>
      apiRequest<TrainingAdjustment[]>('GET', `/api/training-plans/${id}/adjustments`, undefined, { signal }),
  });

export function usePlanAdjustments(id: number) {
  return useQuery(adjustmentsQueryOptions(id));
}
