// The training feature's public surface for other features (profile setup's goal editor).
export { useGoals } from './api/get-goals';
export { useCreateGoal } from './api/create-goal';
export { useDeleteGoal } from './api/delete-goal';
export { translateMessage as translateTrainingMessage } from './lib/messages';
