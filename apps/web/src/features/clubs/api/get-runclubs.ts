import type { RunclubList } from '@stride/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { RUNCLUBS_PATH } from './keys';

export interface ClubSearch {
  lat?: number;
  lng?: number;
  radiusKm: number;
  q: string;
  runDay: string;
  distance: string;
  abilityLevel: string;
}

export const getRunclubs = (s: ClubSearch, signal?: AbortSignal) => {
  const params = new URLSearchParams({ radiusKm: String(s.radiusKm) });
  if (s.lat !== undefined && s.lng !== undefined) {
    params.set('lat', String(s.lat));
    params.set('lng', String(s.lng));
  }
  for (const key of ['q', 'runDay', 'distance', 'abilityLevel'] as const) {
    if (s[key].trim()) params.set(key, s[key].trim());
  }
  return apiRequest<RunclubList>('GET', `${RUNCLUBS_PATH}?${params.toString()}`, undefined, { signal });
};

export const runclubsQueryOptions = (s: ClubSearch) =>
  queryOptions({
    queryKey: [RUNCLUBS_PATH, 'search', s] as const,
    queryFn: ({ signal }) => getRunclubs(s, signal),
    staleTime: 60_000,
  });

export function useRunclubs(s: ClubSearch) {
  return useQuery({ ...runclubsQueryOptions(s), placeholderData: keepPreviousData });
}
