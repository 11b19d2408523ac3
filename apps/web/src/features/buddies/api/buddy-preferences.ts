import type { BuddyPreferencesAnswer, BuddyPreferencesUpdate } from '@stride/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PATH = '/api/buddies/preferences';

/** GET/PUT /api/buddies/preferences; saving opts the runner in to matching. */
export const buddyPreferencesQueryOptions = queryOptions({
  queryKey: [PATH] as const,
  queryFn: ({ signal }) => apiRequest<BuddyPreferencesAnswer>('GET', PATH, undefined, { signal }),
});

export const useBuddyPreferences = () => useQuery(buddyPreferencesQueryOptions);

export function useUpdateBuddyPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: BuddyPreferencesUpdate) => apiRequest<BuddyPreferencesAnswer>('PUT', PATH, patch),
    onSuccess: (prefs) => {
      client.setQueryData(buddyPreferencesQueryOptions.queryKey, prefs);
      return client.invalidateQueries({ queryKey: ['/api/buddies/suggestions'] });
    },
  });
}
