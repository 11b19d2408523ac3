import { LIMITS, type LocationSuggestion } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const searchLocations = (q: string, signal?: AbortSignal) =>
  apiRequest<LocationSuggestion[]>(
    'GET',
    `/api/locations/search?q=${encodeURIComponent(q)}&limit=${LIMITS.locationSuggestionsDefault}`,
    undefined,
    { signal },
  );

export const locationSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['/api/locations/search', q] as const,
    queryFn: ({ signal }) => searchLocations(q, signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions once the text has at least 2 characters after trimming (SPEC section 5); none otherwise. */
export function useLocationSearch(text: string) {
  const q = text.trim();
  return useQuery({ ...locationSearchQueryOptions(q), enabled: q.length >= LIMITS.locationQueryMin });
}
