import type { FeedbackResult, WorkoutFeedbackBody } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { planQueryOptions } from './get-plan';

export const submitFeedback = (planId: number, date: string, body: WorkoutFeedbackBody) =>
  apiRequest<FeedbackResult>('POST', `/api/training-plans/${planId}/workouts/${date}/feedback`, body);

/** 'Mark Done' and the feedback dialog: the answer carries the adapted plan; stats and history refresh. */
export function useSubmitFeedback(planId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, body }: { date: string; body: WorkoutFeedbackBody }) =>
      submitFeedback(planId, date, body),
    onSuccess: (result) => {
      client.setQueryData(planQueryOptions(planId).queryKey, result.plan);
      return client.invalidateQueries({ queryKey: ['/api/training-plans', planId] });
    },
  });
}
