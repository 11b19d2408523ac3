import type { QueryClient } from '@tanstack/react-query';

/** Every clubs query key starts with one of these paths; writes refresh them together. */
export const RUNCLUBS_PATH = '/api/runclubs';
export const STRAVA_CLUBS_PATH = '/api/strava/clubs';

export function invalidateClubCaches(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [RUNCLUBS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [STRAVA_CLUBS_PATH] }),
  ]);
}
