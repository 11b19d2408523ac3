import type { RunnerStats } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const USER_STATS_PATH = '/api/users/me/stats';

export const userStatsQueryOptions = queryOptions({
  queryKey: [USER_STATS_PATH] as const,
  queryFn: ({ signal }) => apiRequest<RunnerStats>('GET', USER_STATS_PATH, undefined, { signal }),
  staleTime: 60_000,
});

export function useUserStats(enabled: boolean) {
  return useQuery({ ...userStatsQueryOptions, enabled });
}
