import type { CreateTrainingPlanInput, TrainingPlan } from '@stride/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { plansQueryOptions } from './get-plans';

export const createPlan = (input: CreateTrainingPlanInput) =>
  apiRequest<TrainingPlan>('POST', '/api/training-plans', input);

export function useCreatePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => client.invalidateQueries({ queryKey: plansQueryOptions.queryKey }),
  });
}
