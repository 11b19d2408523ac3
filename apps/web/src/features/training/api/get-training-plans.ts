import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingPlanSummary } from '@stride/contracts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/training-plans (SPEC section 9: cached 60 s). */
export const trainingPlansQueryOptions = queryOptions({
  queryKey: ['/api/training-plans'] as const,
  queryFn: ({ signal }) =>
    apiRequest<TrainingPlanSummary[]>('GET', '/api/training-plans', undefined, { signal }),
  staleTime: 60_000,
});

/** True when one of the runner's plans is active: the only case that shows 'Adjust Plan'. */
export function useHasActivePlan(enabled: boolean): boolean {
  const { data } = useQuery({ ...trainingPlansQueryOptions, enabled });
  return data?.some((plan) => plan.status === 'active') ?? false;
}
