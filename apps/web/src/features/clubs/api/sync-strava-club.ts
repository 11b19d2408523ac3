import type { StravaSyncResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const syncStravaClub = (id: number) =>
  apiRequest<StravaSyncResult>('POST', `${RUNCLUBS_PATH}/${id}/strava/sync`);

export function useSyncStravaClub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncStravaClub, onSettled: () => invalidateClubCaches(queryClient) });
}
