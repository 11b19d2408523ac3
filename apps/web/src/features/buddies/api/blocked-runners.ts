import type { BlockedRunner } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const BLOCKED_RUNNERS_PATH = '/api/users/me/blocks';

/** GET /api/users/me/blocks: the runners I blocked, newest first. */
export const blockedRunnersQueryOptions = queryOptions({
  queryKey: [BLOCKED_RUNNERS_PATH] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ runners: BlockedRunner[] }>('GET', BLOCKED_RUNNERS_PATH, undefined, { signal }),
});

export const useBlockedRunners = () => useQuery(blockedRunnersQueryOptions);
