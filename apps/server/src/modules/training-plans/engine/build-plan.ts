import {
  PLAN_WEEKS,
  TRAINING_MESSAGES,
  raceDateForWeeks,
  resolvePlanDates,
  type CreateTrainingPlan,
  type TrainingSchedule,
} from '@stride/contracts';
import { longRunCapKm } from './coach-caps.ts';
import { designWeeks, MIN_PEAK_LONG_KM, resolveDesign } from './design.ts';
import { layoutWeek } from './layout.ts';
import { materializeWeeks } from './materialize.ts';
import { pacesForRunner } from './paces.ts';
import type { PlanDesignOptions, PlanRequest, PlanState, WeekState } from './types.ts';

export interface PlanIssue {
  /** The input field the message belongs to. */
  path: string;
  message: string;
}

export type PlanResult<T> = { ok: true; value: T } | { ok: false; issues: PlanIssue[] };

/**
 * A complete engine request from the wizard's (already zod-parsed) answers, with the date rules checked
 * against the runner's own `today` (YYYY-MM-DD in their time zone).
 */
export function preparePlanRequest(
  input: CreateTrainingPlan,
  today: string,
  design?: PlanDesignOptions,
): PlanResult<PlanRequest> {
  const issues: PlanIssue[] = [];
  if (input.runDays.length !== input.daysPerWeek)
    issues.push({ path: 'runDays', message: TRAINING_MESSAGES.runDaysCount });
  if (!input.runDays.includes(input.longRunDay))
    issues.push({ path: 'longRunDay', message: TRAINING_MESSAGES.longRunDay });
  const dates = resolvePlanDates(input, today);
  if (!dates.ok) issues.push(...dates.issues);
  if (issues.length || !dates.ok) return { ok: false, issues };
  return {
    ok: true,
    value: {
      goalDistance: input.goalDistance,
      startDate: dates.startDate,
      raceDate: dates.raceDate,
      durationWeeks: dates.weeks,
      runDays: [...input.runDays].sort((a, b) => a - b),
      longRunDay: input.longRunDay,
      experienceLevel: input.experienceLevel,
      currentWeeklyKm: input.currentWeeklyKm,
      longestRecentRunKm: input.longestRecentRunKm,
      recentRace: input.recentRace ?? null,
      ...(design ? { design } : {}),
    },
  };
}

/** Builds the whole plan. Pure and deterministic: the same request gives the same plan. */
export function buildPlan(request: PlanRequest): PlanState {
  const paces = pacesForRunner(request);
  const design = resolveDesign(request, paces);
  const layoutBase = {
    goalDistance: request.goalDistance,
    runDays: request.runDays,
    longRunDay: request.longRunDay,
    startDate: request.startDate,
    raceDate: request.raceDate,
    fromDate: request.startDate,
    sessionContext: { paces, goalDistance: request.goalDistance },
  };
  const weeks: WeekState[] = designWeeks(request, design).map((week) => ({
    ...week,
    slots: layoutWeek(week, { ...layoutBase, budgetKm: week.targetKm }),
    plannedKm: 0,
    workouts: [],
  }));
  const plan: PlanState = {
    version: 1,
    goalDistance: request.goalDistance,
    startDate: request.startDate,
    raceDate: request.raceDate,
    durationWeeks: request.durationWeeks,
    daysPerWeek: request.runDays.length,
    runDays: request.runDays,
    longRunDay: request.longRunDay,
    experienceLevel: request.experienceLevel,
    baseline: { currentWeeklyKm: request.currentWeeklyKm, longestRecentRunKm: request.longestRecentRunKm },
    paces,
    weeks,
    design,
    adaptation: { eases: [], hold: null, appliedKeys: [] },
  };
  return { ...plan, weeks: materializeWeeks(plan, { fromDate: request.startDate }) };
}

/** The longest long run the plan reaches. */
export function peakLongRunKm(plan: PlanState): number {
  let longest = 0;
  for (const week of plan.weeks) {
    for (const w of week.workouts) if (w.type === 'long' && w.distanceKm > longest) longest = w.distanceKm;
  }
  return longest;
}

/**
 * Whether the plan's long runs reach what the distance needs (MIN_PEAK_LONG_KM), or as much of it as the
 * coach's cap on a long run allows at the runner's easy pace (a slow marathoner's 3 hours).
 */
export function reachesDistance(plan: PlanState): boolean {
  const needed = Math.min(MIN_PEAK_LONG_KM[plan.goalDistance], longRunCapKm(plan.paces, plan.goalDistance));
  return peakLongRunKm(plan) >= needed;
}

/**
 * Prepares, builds and checks a plan: a plan whose long runs cannot reach what the distance needs
 * within the caps, from the runner's current running, is too short (400 on raceDate or weeks).
 */
export function createPlan(
  input: CreateTrainingPlan,
  today: string,
  design?: PlanDesignOptions,
): PlanResult<PlanState> {
  const prepared = preparePlanRequest(input, today, design);
  if (!prepared.ok) return prepared;
  const plan = buildPlan(prepared.value);
  if (!reachesDistance(plan)) {
    return {
      ok: false,
      issues: [{ path: input.raceDate ? 'raceDate' : 'weeks', message: TRAINING_MESSAGES.planTooShort }],
    };
  }
  return { ok: true, value: plan };
}

/**
 * The fewest weeks (within the distance's range) whose plan reaches what the distance needs from this
 * runner's current running, or null when even the longest plan does not: for the wizard's hint.
 */
export function minimumWeeks(request: PlanRequest): number | null {
  const { min, max } = PLAN_WEEKS[request.goalDistance];
  for (let weeks = min; weeks <= max; weeks++) {
    const raceDate = raceDateForWeeks(request.startDate, weeks, request.longRunDay);
    if (reachesDistance(buildPlan({ ...request, durationWeeks: weeks, raceDate }))) return weeks;
  }
  return null;
}

/** The plan as the API answers it (trainingScheduleSchema): without the engine's design and state. */
export function publicSchedule(plan: PlanState): TrainingSchedule {
  return {
    version: plan.version,
    goalDistance: plan.goalDistance,
    startDate: plan.startDate,
    raceDate: plan.raceDate,
    durationWeeks: plan.durationWeeks,
    daysPerWeek: plan.daysPerWeek,
    runDays: plan.runDays,
    longRunDay: plan.longRunDay,
    experienceLevel: plan.experienceLevel,
    baseline: plan.baseline,
    paces: plan.paces,
    weeks: plan.weeks.map((w) => ({
      weekNumber: w.weekNumber,
      startDate: w.startDate,
      phase: w.phase,
      isCutback: w.isCutback,
      plannedKm: w.plannedKm,
      workouts: w.workouts,
    })),
  };
}
