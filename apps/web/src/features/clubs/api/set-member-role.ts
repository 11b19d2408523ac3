import type { ClubRole, RunclubDetail } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const setMemberRole = ({ id, userId, role }: { id: number; userId: string; role: ClubRole }) =>
  apiRequest<RunclubDetail>('PATCH', `${RUNCLUBS_PATH}/${id}/members/${userId}`, { role });

export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMemberRole, onSettled: () => invalidateClubCaches(queryClient) });
}
