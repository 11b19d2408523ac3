import type { TrainingPlan, UpdateTrainingPlan } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const updatePlan = (id: number, changes: UpdateTrainingPlan) =>
  apiRequest<TrainingPlan>('PATCH', `/api/training-plans/${id}`, changes);

/** Pause, resume, cancel, new run days: the plan, its stats, history and the top bar's list refresh. */
export function useUpdatePlan(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateTrainingPlan) => updatePlan(id, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: ['/api/training-plans'] }),
  });
}
