import type { CreateRunclubInput, RunclubDetail } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateClubCaches, RUNCLUBS_PATH } from './keys';

export const createRunclub = (input: CreateRunclubInput) =>
  apiRequest<RunclubDetail>('POST', RUNCLUBS_PATH, input);

export function useCreateRunclub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRunclub, onSuccess: () => invalidateClubCaches(queryClient) });
}
