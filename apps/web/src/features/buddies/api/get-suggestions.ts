import type { BuddySuggestion } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/buddies/suggestions';

/**
 * GET /api/buddies/suggestions: runners near home who suit the runner, best first. Asked again every 30
 * seconds while the page is open (and on returning to it): a runner who opts in nearby joins the stored
 * list within seconds, without this runner doing anything (issue 26). The list is served as stored, so
 * asking is cheap.
 */
export const suggestionsQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  staleTime: 30_000,
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
  queryFn: ({ signal }) =>
    apiRequest<{ optedIn: boolean; suggestions: BuddySuggestion[] }>('GET', `${PATH}?limit=50`, undefined, {
      signal,
    }),
});

export const useSuggestions = () => useQuery(suggestionsQueryOptions);
