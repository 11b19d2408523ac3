import type { MembershipResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const joinRunclub = (id: number) =>
  apiRequest<MembershipResult>('POST', `${RUNCLUBS_PATH}/${id}/join`);

export function useJoinRunclub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinRunclub, onSettled: () => invalidateClubCaches(queryClient) });
}
