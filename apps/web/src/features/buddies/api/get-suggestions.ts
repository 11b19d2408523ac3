import type { BuddySuggestion } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/buddies/suggestions';

/** GET /api/buddies/suggestions: runners near home who suit the runner, best first. */
export const suggestionsQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) =>
    apiRequest<{ optedIn: boolean; suggestions: BuddySuggestion[] }>('GET', `${PATH}?limit=50`, undefined, {
      signal,
    }),
});

export const useSuggestions = () => useQuery(suggestionsQueryOptions);
