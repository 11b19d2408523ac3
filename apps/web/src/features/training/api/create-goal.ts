import type { CreateGoalInput, Goal } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { goalsQueryOptions } from './get-goals';

export const createGoal = (input: CreateGoalInput) => apiRequest<Goal>('POST', '/api/goals', input);

export function useCreateGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: () => client.invalidateQueries({ queryKey: goalsQueryOptions.queryKey }),
  });
}
