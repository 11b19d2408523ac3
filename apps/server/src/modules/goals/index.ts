// The goals module's public surface: a runner's training goals (user_goals), for the profile and plans.
export type { GoalsService } from './goals.service.ts';
