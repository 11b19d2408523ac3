import type { TrainingPlanTemplate } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/training-plan-templates: the plans to start from, beside the one made from the runner's answers. */
export const templatesQueryOptions = queryOptions({
  queryKey: ['/api/training-plan-templates'] as const,
  queryFn: ({ signal }) =>
    apiRequest<TrainingPlanTemplate[]>('GET', '/api/training-plan-templates', undefined, { signal }),
  staleTime: 60 * 60_000,
});

export function useTemplates() {
  return useQuery(templatesQueryOptions);
}
