// The training plan engine (issue 10): pure functions, no I/O. Routes and services import from here.

// build-plan.ts is public whole: the plan's preparation, build, checks and public schedule.
export * from './build-plan.ts';
export { adaptPlan, feedbackHistory, type AdaptResult, type FeedbackEntry } from './adapt.ts';
export { reschedulePlan } from './reschedule.ts';
export { applyCheckIn, resumeAfterInjury, type CheckIn } from './check-ins.ts';
export { planWarnings } from './warnings.ts';
export { computeStats, type StatsFeedback } from './stats.ts';
export {
  createPlanFromTemplate,
  designFromTemplate,
  planInputFromTemplate,
  templateBySlug,
  TRAINING_PLAN_TEMPLATES,
  type TemplateDefinition,
} from './templates.ts';
export { pacesForRunner, predictedPace, runnerVdot, trainingPaces } from './paces.ts';
export { predictRaceSeconds, vdotFromRace } from './vdot.ts';
export { planViolations, type RuleViolation } from './rules.ts';
export type { NewAdjustment } from './reasons.ts';
export type { PlanRequest, PlanState } from './types.ts';
