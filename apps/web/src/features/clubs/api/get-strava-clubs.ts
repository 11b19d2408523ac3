import type { StravaClubOption } from '@stride/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { STRAVA_CLUBS_PATH } from './keys';

/** The runner's Strava clubs; a 403 means Strava is not connected. */
export const getStravaClubs = (signal?: AbortSignal) =>
  apiRequest<StravaClubOption[]>('GET', STRAVA_CLUBS_PATH, undefined, { signal });

export const stravaClubsQueryOptions = queryOptions({
  queryKey: [STRAVA_CLUBS_PATH] as const,
  queryFn: ({ signal }) => getStravaClubs(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useStravaClubs(enabled = true) {
  return useQuery({ ...stravaClubsQueryOptions, enabled });
}
