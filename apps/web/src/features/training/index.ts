// The training feature's public surface: other features and the app import these, never its files.
export { useHasActivePlan } from './api/get-training-plans';
export { useGoals } from './api/get-goals';
export { useCreateGoal } from './api/create-goal';
export { useDeleteGoal } from './api/delete-goal';
export { plansQueryOptions } from './api/get-plans';
export { ensureShownPlan } from './api/get-plan';
