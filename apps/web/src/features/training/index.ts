// The training feature's public surface: other features and the app import these, never its files.
export { useHasActivePlan } from './api/get-training-plans';
