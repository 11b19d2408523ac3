import { planToShow, wantedPlanId, type TrainingPlan } from '@stride/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plansQueryOptions } from './get-plans';

export const planQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['/api/training-plans', id] as const,
    queryFn: ({ signal }) =>
      apiRequest<TrainingPlan>('GET', `/api/training-plans/${id}`, undefined, { signal }),
  });

/**
 * The dashboard's first data: the runner's plans, then the one it shows (`?plan=`, else the active one…),
 * so its first render has the plan's top the server painted (issue 30; the server preloads both).
 */
export async function ensureShownPlan(queryClient: QueryClient, search: URLSearchParams) {
  const chosen = planToShow(
    await queryClient.ensureQueryData(plansQueryOptions),
    wantedPlanId(search.get('plan')),
  );
  if (chosen) await queryClient.ensureQueryData(planQueryOptions(chosen.id));
}

export function usePlan(id: number | undefined) {
  return useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== undefined });
}
