import type { BuddyMatch } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/buddies: accepted buddies. */
export const buddiesQueryOptions = queryOptions({
  queryKey: ['/api/buddies'] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ matches: BuddyMatch[] }>('GET', '/api/buddies', undefined, { signal }),
});

export const useBuddies = () => useQuery(buddiesQueryOptions);
