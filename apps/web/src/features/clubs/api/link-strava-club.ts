import type { StravaClubSync } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const linkStravaClub = ({ id, stravaClubId }: { id: number; stravaClubId: string }) =>
  apiRequest<StravaClubSync>('PUT', `${RUNCLUBS_PATH}/${id}/strava`, { stravaClubId });

export function useLinkStravaClub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: linkStravaClub, onSettled: () => invalidateClubCaches(queryClient) });
}
