import {
  PLAN_STATUSES,
  type PlanStatus,
  type PlanType,
  type TrainingAdjustment,
  type TrainingPlan,
  type TrainingPlanTemplate,
  type WorkoutFeedback,
} from '@stride/contracts';
import { addDays } from '@stride/contracts';
import { publicSchedule, type PlanState } from './engine/index.ts';
import type { AdjustmentRow, FeedbackRow, PlanFacts, TemplateRow } from './training-plans.repository.ts';

// Rows to API answers (schemas in packages/contracts/src/training.ts).

const isStatus = (s: string): s is PlanStatus => (PLAN_STATUSES as readonly string[]).includes(s);
export const planStatus = (s: string): PlanStatus => (isStatus(s) ? s : 'cancelled');

/** The plan as answered; `today` is the runner's date, which also sets the current week. */
export function toPlan(row: PlanFacts, state: PlanState, today: string): TrainingPlan {
  return {
    id: row.id,
    name: row.name,
    nameCustom: row.nameCustom,
    templateSlug: row.templateSlug,
    goal: row.goal,
    goalId: row.goalId,
    status: planStatus(row.status),
    planType: row.planType as PlanType,
    startDate: row.startDate,
    endDate: row.endDate,
    currentWeek: weekOn(state, today),
    today,
    schedule: publicSchedule(state),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The week of the plan that holds `today` (1 before the start, the last after the race). */
export function weekOn(state: PlanState, today: string): number {
  const week = state.weeks.find((w) => today >= w.startDate && today <= addDays(w.startDate, 6));
  if (week) return week.weekNumber;
  return today < state.startDate ? 1 : state.weeks.length;
}

export function toFeedback(row: FeedbackRow): WorkoutFeedback {
  return {
    id: row.id,
    trainingPlanId: row.trainingPlanId,
    workoutDate: row.workoutDate,
    workoutType: row.workoutType as WorkoutFeedback['workoutType'],
    plannedDistance: row.plannedDistance,
    plannedDuration: row.plannedDuration,
    completed: row.completed,
    actualDistance: row.actualDistance,
    actualDuration: row.actualDuration,
    effortRating: row.effortRating,
    difficultyRating: row.difficultyRating,
    enjoymentRating: row.enjoymentRating,
    energyLevel: row.energyLevel,
    recoveryRating: row.recoveryRating,
    paceAchieved: row.paceAchieved,
    notes: row.notes,
    weatherConditions: row.weatherConditions as WorkoutFeedback['weatherConditions'],
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdjustment(row: AdjustmentRow): TrainingAdjustment {
  return {
    id: row.id,
    trainingPlanId: row.trainingPlanId,
    adjustmentDate: row.adjustmentDate,
    adjustmentType: row.adjustmentType as TrainingAdjustment['adjustmentType'],
    reasonCode: row.reasonCode as TrainingAdjustment['reasonCode'],
    reason: row.reason,
    reasonParams: row.reasonParams as TrainingAdjustment['reasonParams'],
    previousValue: row.previousValue,
    newValue: row.newValue,
    difficultyMultiplier: row.difficultyMultiplier,
    performanceScore: row.performanceScore,
    automaticAdjustment: row.automaticAdjustment,
    weekNumber: row.weekNumber,
    notes: row.notes,
  };
}

export function toTemplate(row: TemplateRow): TrainingPlanTemplate {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category as TrainingPlanTemplate['category'],
    difficulty: row.difficulty as TrainingPlanTemplate['difficulty'],
    goalDistance: row.goalDistance as TrainingPlanTemplate['goalDistance'],
    duration: row.duration,
    daysPerWeek: row.daysPerWeek,
    weeklyStructure: row.weeklyStructure as TrainingPlanTemplate['weeklyStructure'],
    targetRaces: row.targetRaces,
    prerequisites: row.prerequisites as TrainingPlanTemplate['prerequisites'],
    tips: row.tips,
  };
}
