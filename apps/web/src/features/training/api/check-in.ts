import type { PlanCheckInInput, PlanCheckInResult } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { planQueryOptions } from './get-plan';

export const checkIn = (planId: number, input: PlanCheckInInput) =>
  apiRequest<PlanCheckInResult>('POST', `/api/training-plans/${planId}/check-in`, input);

/** "How are you feeling?": the answer carries the reshaped plan; its stats, history and status refresh. */
export function useCheckIn(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanCheckInInput) => checkIn(planId, input),
    onSuccess: (result) => {
      client.setQueryData(planQueryOptions(planId).queryKey, result.plan);
      return client.invalidateQueries({ queryKey: ['/api/training-plans'] });
    },
  });
}
