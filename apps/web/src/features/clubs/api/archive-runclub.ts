import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const archiveRunclub = (id: number) =>
  apiRequest<{ archived: true }>('DELETE', `${RUNCLUBS_PATH}/${id}`);

export function useArchiveRunclub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveRunclub, onSuccess: () => invalidateClubCaches(queryClient) });
}
