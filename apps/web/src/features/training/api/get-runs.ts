import type { ActivityPage } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The runner's latest runs (uploads, by hand, from Strava), newest first. */
export const runsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['/api/activities', limit] as const,
    queryFn: ({ signal }) =>
      apiRequest<ActivityPage>('GET', `/api/activities?limit=${limit}`, undefined, { signal }),
  });

export function useRuns(limit = 5) {
  return useQuery(runsQueryOptions(limit));
}
