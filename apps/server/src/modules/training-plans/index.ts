// The training plans module's public surface: plans and their upcoming workouts.
export type { TrainingPlansService, UpcomingWorkout } from './training-plans.service.ts';
