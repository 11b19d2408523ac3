import type { CreateTrainingPlanInput, PlanPreview } from '@stride/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/training-plans/preview: the weeks the answers give; nothing is saved. */
export const previewPlan = (input: CreateTrainingPlanInput) =>
  apiRequest<PlanPreview>('POST', '/api/training-plans/preview', input);

export function usePreviewPlan() {
  return useMutation({ mutationFn: previewPlan });
}
