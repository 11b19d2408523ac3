import {
  PLAN_TYPES,
  TRAINING_MESSAGES as M,
  canChangePlanStatus,
  messageText,
  type CreatePlanRequest,
  type FeedbackResult,
  type PlanPreview,
  type PlanType,
  type TrainingAdjustment,
  type TrainingPlan,
  type TrainingPlanSummary,
  type TrainingPlanTemplate,
  type TrainingStats,
  type UpdateTrainingPlan,
  type PlanWorkout,
  type WorkoutFeedbackData,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { issuesError, notFound } from '../../lib/errors.ts';
import { localDate, timezoneForLocality } from '../../lib/timezones.ts';
import type { GoalsService } from '../goals/index.ts';
import {
  adaptPlan,
  computeStats,
  createPlan,
  createPlanFromTemplate,
  publicSchedule,
  reschedulePlan,
  type FeedbackEntry,
  type PlanResult,
  type PlanState,
} from './engine/index.ts';
import { planStatus, toAdjustment, toFeedback, toPlan, toTemplate } from './training-plans.mapper.ts';
import {
  activePlansOf,
  adjustmentsOf,
  deletePlan,
  feedbackOf,
  findPlan,
  findTemplate,
  insertAdjustments,
  insertPlan,
  listPlans,
  listTemplates,
  runnerLocation,
  updatePlan,
  upsertFeedback,
  type FeedbackRow,
  type PlanRow,
} from './training-plans.repository.ts';

export interface UpcomingWorkout {
  planId: number;
  planName: string;
  updatedAt: Date;
  workout: PlanWorkout;
}

const DISTANCE_NAMES = { '5k': '5K', '10k': '10K', half_marathon: 'Half marathon', marathon: 'Marathon' };

/** A 400 carrying the engine's or the rules' messages per field. */
const invalid = (issues: ReadonlyArray<{ path: string; message: string }>) => issuesError(issues);

const entry = (
  f: FeedbackRow,
): FeedbackEntry & { actualDuration: number | null; paceAchieved: string | null } => ({
  workoutDate: f.workoutDate,
  completed: f.completed,
  actualDistance: f.actualDistance,
  actualDuration: f.actualDuration,
  paceAchieved: f.paceAchieved,
  effortRating: f.effortRating,
  energyLevel: f.energyLevel,
  recoveryRating: f.recoveryRating,
});

/** Marks workouts done from the reports, without adapting (a paused or ended plan keeps its shape). */
function markDone(state: PlanState, feedback: readonly FeedbackRow[]): PlanState {
  const done = new Set(feedback.filter((f) => f.completed).map((f) => f.workoutDate));
  return {
    ...state,
    weeks: state.weeks.map((w) => ({
      ...w,
      workouts: w.workouts.map((x) => ({ ...x, completed: done.has(x.date) })),
    })),
  };
}

/**
 * Training plans (issue 10): built by the pure engine (engine/), stored whole in weeklySchedule,
 * adapted after each workout report, seen and changed by their owner only (404 for anyone else).
 */
export class TrainingPlansService {
  constructor(
    private readonly db: Db,
    private readonly goals: GoalsService,
  ) {}

  /** The runner's own date: Australian zones are ahead of the server's UTC. */
  async today(userId: string, db: Executor = this.db, now = new Date()): Promise<string> {
    return localDate(now, timezoneForLocality(await runnerLocation(db, userId)));
  }

  async list(userId: string): Promise<TrainingPlanSummary[]> {
    const rows = await listPlans(this.db, userId);
    return rows.map((r) => ({ ...r, status: planStatus(r.status), createdAt: r.createdAt.toISOString() }));
  }

  async templates(): Promise<TrainingPlanTemplate[]> {
    return (await listTemplates(this.db)).map(toTemplate);
  }

  /** The plan the answers give, checked, with its name and type; nothing saved. */
  async #build(userId: string, input: CreatePlanRequest, today: string) {
    let result: PlanResult<PlanState>;
    let name: string;
    let planType: PlanType;
    let templateId: number | null = null;
    if (input.templateId !== undefined) {
      const row = await findTemplate(this.db, input.templateId);
      if (!row) throw invalid([{ path: 'templateId', message: M.templateNotFound }]);
      const template = toTemplate(row);
      result = createPlanFromTemplate(template, input, today);
      name = template.name;
      planType = (PLAN_TYPES as readonly string[]).includes(template.category)
        ? (template.category as PlanType)
        : template.goalDistance;
      templateId = row.id;
    } else {
      result = createPlan(input, today);
      name = `${DISTANCE_NAMES[input.goalDistance]} training plan`;
      planType = input.goalDistance;
    }
    if (!result.ok) throw invalid(result.issues);
    let goal: string | null = null;
    if (input.goalId != null) {
      const found = await this.goals.find(userId, input.goalId);
      if (!found) throw invalid([{ path: 'goalId', message: M.goalNotFound }]);
      goal = found.eventName;
    }
    return { state: result.value, name: input.planName || name, planType, templateId, goal };
  }

  async preview(userId: string, input: CreatePlanRequest): Promise<PlanPreview> {
    const built = await this.#build(userId, input, await this.today(userId));
    return { name: built.name, schedule: publicSchedule(built.state) };
  }

  async create(userId: string, input: CreatePlanRequest): Promise<TrainingPlan> {
    const today = await this.today(userId);
    const built = await this.#build(userId, input, today);
    const { state } = built;
    const row = await insertPlan(this.db, {
      userId,
      goalId: input.goalId ?? null,
      templateId: built.templateId,
      name: built.name,
      goal: built.goal ?? `${DISTANCE_NAMES[state.goalDistance]} on ${state.raceDate}`,
      planType: built.planType,
      duration: state.durationWeeks,
      startDate: state.startDate,
      endDate: state.raceDate,
      weeklySchedule: state,
      preferences: {
        runDays: state.runDays,
        longRunDay: state.longRunDay,
        daysPerWeek: state.daysPerWeek,
        experienceLevel: state.experienceLevel,
        baseline: state.baseline,
        recentRace: input.recentRace ?? null,
      },
    });
    return toPlan(row, state, today);
  }

  async #owned(userId: string, id: number, db: Executor = this.db, forUpdate = false): Promise<PlanRow> {
    const row = await findPlan(db, userId, id, forUpdate);
    if (!row) throw notFound(M.planNotFound);
    return row;
  }

  async get(userId: string, id: number): Promise<TrainingPlan> {
    const [row, today] = await Promise.all([this.#owned(userId, id), this.today(userId)]);
    return toPlan(row, row.weeklySchedule as PlanState, today);
  }

  /** Status (pause, resume, complete, cancel), run days (the rest of the plan moves), name. */
  async update(userId: string, id: number, patch: UpdateTrainingPlan): Promise<TrainingPlan> {
    const today = await this.today(userId);
    return this.db.transaction(async (tx) => {
      const row = await this.#owned(userId, id, tx, true);
      const status = planStatus(row.status);
      if (patch.status && !canChangePlanStatus(status, patch.status)) {
        throw invalid([{ path: 'status', message: M.planStatusChange }]);
      }
      let state = row.weeklySchedule as PlanState;
      const changes: Partial<PlanRow> = {};
      if (patch.status) changes.status = patch.status;
      if (patch.planName) changes.name = patch.planName;
      if (patch.runDays || patch.longRunDay !== undefined) {
        if (status === 'completed' || status === 'cancelled') {
          throw invalid([{ path: 'runDays', message: M.planStatusChange }]);
        }
        const runDays = patch.runDays ?? state.runDays;
        const longRunDay = patch.longRunDay ?? state.longRunDay;
        if (!runDays.includes(longRunDay)) throw invalid([{ path: 'longRunDay', message: M.longRunDay }]);
        const feedback = (await feedbackOf(tx, id)).map(entry);
        const moved = reschedulePlan(state, { runDays, longRunDay }, feedback, today);
        state = moved.plan;
        changes.weeklySchedule = state;
        changes.preferences = {
          ...(row.preferences as object),
          runDays: moved.plan.runDays,
          longRunDay,
          daysPerWeek: moved.plan.daysPerWeek,
        };
        await insertAdjustments(tx, userId, id, moved.adjustments);
      }
      const updated = await updatePlan(tx, id, changes);
      return toPlan(updated, state, today);
    });
  }

  async remove(userId: string, id: number): Promise<void> {
    if (!(await deletePlan(this.db, userId, id))) throw notFound(M.planNotFound);
  }

  /**
   * A workout report ('Mark Done' and the feedback dialog): stored (a second report for the day
   * replaces it), the workout marked done, and an active plan adapted to every report so far, each
   * change recorded as a training adjustment (issue 10, 'Adaptation').
   */
  async feedback(
    userId: string,
    id: number,
    workoutDate: string,
    data: Omit<WorkoutFeedbackData, 'workoutDate'>,
  ): Promise<FeedbackResult> {
    const today = await this.today(userId);
    return this.db.transaction(async (tx) => {
      const row = await this.#owned(userId, id, tx, true);
      if (row.status === 'cancelled') throw invalid([{ path: 'status', message: M.planEnded }]);
      const state = row.weeklySchedule as PlanState;
      const workout = state.weeks.flatMap((w) => w.workouts).find((w) => w.date === workoutDate);
      if (!workout) throw notFound(M.workoutNotFound);
      if (workoutDate > today) throw invalid([{ path: 'workoutId', message: M.workoutAhead }]);

      const saved = await upsertFeedback(tx, {
        userId,
        trainingPlanId: id,
        workoutDate,
        workoutType: workout.type,
        plannedDistance: workout.distanceKm,
        plannedDuration: workout.estimatedDurationSec,
        completed: data.completed,
        actualDistance: data.actualDistance ?? null,
        actualDuration: data.actualDuration ?? null,
        effortRating: data.effortRating ?? null,
        difficultyRating: data.difficultyRating ?? null,
        enjoymentRating: data.enjoymentRating ?? null,
        energyLevel: data.energyLevel ?? null,
        recoveryRating: data.recoveryRating ?? null,
        paceAchieved: data.paceAchieved ?? null,
        notes: data.notes ?? null,
        weatherConditions: data.weatherConditions ?? null,
      });
      const all = await feedbackOf(tx, id);
      const adapted =
        row.status === 'active'
          ? adaptPlan(state, all.map(entry), today)
          : { plan: markDone(state, all), adjustments: [] };
      const stats = computeStats(adapted.plan, all.map(entry), today);
      const updated = await updatePlan(tx, id, {
        weeklySchedule: adapted.plan,
        currentWeek: stats.currentWeek,
        progressData: {
          completedWeeks: stats.completedWeeks,
          totalRuns: stats.runsCompleted,
          totalDistance: stats.totalDistanceKm,
          averagePace: stats.averagePaceSecPerKm,
          missedSessions: stats.missedRuns,
          improvements: null,
        },
      });
      const adjustments = await insertAdjustments(tx, userId, id, adapted.adjustments);
      return {
        message: saved.completed ? messageText(M.workoutCompleted) : null,
        feedback: toFeedback(saved),
        plan: toPlan(updated, adapted.plan, today),
        adjustments: adjustments.map(toAdjustment),
      };
    });
  }

  async stats(userId: string, id: number): Promise<TrainingStats> {
    const [row, today] = await Promise.all([this.#owned(userId, id), this.today(userId)]);
    const feedback = await feedbackOf(this.db, id);
    return computeStats(row.weeklySchedule as PlanState, feedback.map(entry), today);
  }

  /** Workouts from the runner's today on, of their active plans (the private calendar feed). */
  async upcomingWorkouts(userId: string): Promise<UpcomingWorkout[]> {
    const [plans, today] = await Promise.all([activePlansOf(this.db, userId), this.today(userId)]);
    return plans.flatMap((p) =>
      (p.weeklySchedule as PlanState).weeks
        .flatMap((w) => w.workouts)
        .filter((w) => w.date >= today)
        .map((workout) => ({ planId: p.id, planName: p.name, updatedAt: p.updatedAt, workout })),
    );
  }

  async adjustments(userId: string, id: number): Promise<TrainingAdjustment[]> {
    await this.#owned(userId, id);
    return (await adjustmentsOf(this.db, id)).map(toAdjustment);
  }
}
