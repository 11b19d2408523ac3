import type { TrainingPlanSummary } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/training-plans (SPEC section 9: cached 60 s); the same key the top bar reads. */
export const plansQueryOptions = queryOptions({
  queryKey: ['/api/training-plans'] as const,
  queryFn: ({ signal }) =>
    apiRequest<TrainingPlanSummary[]>('GET', '/api/training-plans', undefined, { signal }),
  staleTime: 60_000,
});

export function usePlans(enabled = true) {
  return useQuery({ ...plansQueryOptions, enabled });
}
