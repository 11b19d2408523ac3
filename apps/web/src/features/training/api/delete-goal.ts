import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { goalsQueryOptions } from './get-goals';

export const deleteGoal = (id: number) => apiRequest<null>('DELETE', `/api/goals/${id}`);

export function useDeleteGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: () => client.invalidateQueries({ queryKey: goalsQueryOptions.queryKey }),
  });
}
