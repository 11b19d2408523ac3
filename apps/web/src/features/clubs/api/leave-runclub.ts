import type { MembershipResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const leaveRunclub = (id: number) =>
  apiRequest<MembershipResult>('DELETE', `${RUNCLUBS_PATH}/${id}/leave`);

export function useLeaveRunclub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveRunclub, onSettled: () => invalidateClubCaches(queryClient) });
}
