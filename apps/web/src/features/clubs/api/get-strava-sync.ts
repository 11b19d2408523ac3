import type { StravaClubSync } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { RUNCLUBS_PATH } from './keys';

/** A club's Strava link and sync status; null when it is not linked. */
export const getStravaSync = (id: number, signal?: AbortSignal) =>
  apiRequest<StravaClubSync | null>('GET', `${RUNCLUBS_PATH}/${id}/strava`, undefined, { signal });

export const stravaSyncQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [RUNCLUBS_PATH, 'strava', id] as const,
    queryFn: ({ signal }) => getStravaSync(id, signal),
    staleTime: 30_000,
    retry: false,
  });

export function useStravaSync(id: number | null) {
  return useQuery({ ...stravaSyncQueryOptions(id ?? 0), enabled: id != null && id > 0 });
}
