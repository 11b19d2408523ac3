import type { CreateRunclubInput, RunclubDetail } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const updateRunclub = ({ id, patch }: { id: number; patch: Partial<CreateRunclubInput> }) =>
  apiRequest<RunclubDetail>('PATCH', `${RUNCLUBS_PATH}/${id}`, patch);

export function useUpdateRunclub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRunclub, onSuccess: () => invalidateClubCaches(queryClient) });
}
