import {
  PLAN_TYPES,
  TRAINING_MESSAGES as M,
  canChangePlanStatus,
  planToShow,
  messageText,
  PLAN_CHECK_IN_DAYS,
  addDays,
  daysBetween,
  formatPace,
  type CreatePlanRequest,
  type FeedbackResult,
  type PlanCheckInInput,
  type PlanCheckInResult,
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
import { conflict, issuesError, notFound } from '../../lib/errors.ts';
import { localDate, timezoneForLocality } from '../../lib/timezones.ts';
import type { GoalsService } from '../goals/index.ts';
import {
  adaptPlan,
  applyCheckIn,
  computeStats,
  createPlan,
  createPlanFromTemplate,
  planWarnings,
  publicSchedule,
  reschedulePlan,
  resumeAfterInjury,
  type FeedbackEntry,
  type PlanResult,
  type PlanState,
} from './engine/index.ts';
import { planStatus, toAdjustment, toFeedback, toPlan, toTemplate } from './training-plans.mapper.ts';
import {
  activePlansOf,
  adjustmentsOf,
  cancelPlans,
  deletePlan,
  feedbackOf,
  feedbackOn,
  findPlan,
  ownsPlan,
  findTemplate,
  insertAdjustments,
  insertCheckIn,
  insertPlan,
  latestCheckIn,
  listPlans,
  listTemplates,
  plansInProgress,
  runnerLocation,
  unmatchedRunKm,
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

interface BuiltPlan {
  state: PlanState;
  name: string;
  /** True when the runner named it; otherwise pages name it in the reader's language (issue 26). */
  nameCustom: boolean;
  planType: PlanType;
  templateId: number | null;
  goal: string | null;
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
    return rows.map((r) => ({
      ...r,
      planType: r.planType as PlanType,
      status: planStatus(r.status),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async templates(): Promise<TrainingPlanTemplate[]> {
    return (await listTemplates(this.db)).map(toTemplate);
  }

  /** The plan the answers give, checked, with its name and type; nothing saved. */
  async #build(userId: string, input: CreatePlanRequest, today: string): Promise<BuiltPlan> {
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
    const nameCustom = Boolean(input.planName);
    return { state: result.value, name: input.planName || name, nameCustom, planType, templateId, goal };
  }

  /** The plan the answers give, with what it asks of a runner whose days and base are short (issue 27). */
  async preview(userId: string, input: CreatePlanRequest): Promise<PlanPreview> {
    const built = await this.#build(userId, input, await this.today(userId));
    return { name: built.name, schedule: publicSchedule(built.state), warnings: planWarnings(built.state) };
  }

  /**
   * Saves a new plan. A runner has one plan in progress at a time (issue 26): with one active or paused,
   * the answer is 409 unless `replaceActive`, which cancels it (its history kept).
   */
  async create(userId: string, input: CreatePlanRequest): Promise<TrainingPlan> {
    const today = await this.today(userId);
    const built = await this.#build(userId, input, today);
    const { state } = built;
    const row = await this.db.transaction(async (tx) => {
      const current = await plansInProgress(tx, userId);
      if (current.length && !input.replaceActive) throw conflict(M.planInProgress);
      await cancelPlans(
        tx,
        current.map((p) => p.id),
      );
      return insertPlan(tx, this.#newRow(userId, input, built));
    });
    return toPlan(row, state, today);
  }

  #newRow(userId: string, input: CreatePlanRequest, built: BuiltPlan) {
    const { state } = built;
    return {
      userId,
      goalId: input.goalId ?? null,
      templateId: built.templateId,
      name: built.name,
      nameCustom: built.nameCustom,
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
    };
  }

  async #owned(
    userId: string,
    id: number,
    db: Executor = this.db,
    forUpdate = false,
  ): Promise<PlanRow & { templateSlug: string | null }> {
    const row = await findPlan(db, userId, id, forUpdate);
    if (!row) throw notFound(M.planNotFound);
    return row;
  }

  async get(userId: string, id: number): Promise<TrainingPlan> {
    const [row, today] = await Promise.all([this.#owned(userId, id), this.today(userId)]);
    return toPlan(row, row.weeklySchedule as PlanState, today);
  }

  /** The plan the dashboard shows (planToShow: the one asked for, else the active one…); none without plans. */
  async toShow(userId: string, wanted: number | null): Promise<TrainingPlan | undefined> {
    const chosen = planToShow(await this.list(userId), wanted);
    return chosen && this.get(userId, chosen.id);
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
      if (patch.planName) Object.assign(changes, { name: patch.planName, nameCustom: true });
      if (
        status === 'paused' &&
        patch.status === 'active' &&
        (await latestCheckIn(tx, id))?.status === 'injured'
      ) {
        // Back from an injury: the rest of the plan restarts from reduced volume (check-ins.ts).
        const resumed = resumeAfterInjury(state, (await feedbackOf(tx, id)).map(entry), {
          key: String(row.updatedAt.getTime()),
          today,
        });
        state = resumed.plan;
        changes.weeklySchedule = state;
        await insertAdjustments(tx, userId, id, resumed.adjustments);
      }
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

      const before = await feedbackOn(tx, id, workoutDate);
      // A run that completed the workout keeps its measured distance and time unless the runner types others.
      const measured = before?.activityId != null;
      const saved = await upsertFeedback(tx, {
        userId,
        trainingPlanId: id,
        workoutDate,
        workoutType: workout.type,
        plannedDistance: workout.distanceKm,
        plannedDuration: workout.estimatedDurationSec,
        completed: data.completed,
        actualDistance: data.actualDistance ?? (measured ? before.actualDistance : null),
        actualDuration: data.actualDuration ?? (measured ? before.actualDuration : null),
        effortRating: data.effortRating ?? null,
        difficultyRating: data.difficultyRating ?? null,
        enjoymentRating: data.enjoymentRating ?? null,
        energyLevel: data.energyLevel ?? null,
        recoveryRating: data.recoveryRating ?? null,
        paceAchieved: data.paceAchieved ?? (measured ? before.paceAchieved : null),
        notes: data.notes ?? null,
        weatherConditions: data.weatherConditions ?? null,
      });
      const { plan, adjustments } = await this.#adaptAndSave(tx, userId, row, today);
      return {
        message: saved.completed ? messageText(M.workoutCompleted) : null,
        feedback: toFeedback(saved),
        plan,
        adjustments,
      };
    });
  }

  /**
   * After a report: an active plan adapted to every report so far (a paused or ended one only marked),
   * its progress saved, each change recorded as an adjustment.
   */
  async #adaptAndSave(tx: Executor, userId: string, row: PlanRow, today: string) {
    const id = row.id;
    const state = row.weeklySchedule as PlanState;
    const all = await feedbackOf(tx, id);
    const extraKm = await unmatchedRunKm(tx, userId, state.startDate, today);
    const adapted =
      row.status === 'active'
        ? adaptPlan(state, all.map(entry), today, { extraKm })
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
    return { plan: toPlan(updated, adapted.plan, today), adjustments: adjustments.map(toAdjustment) };
  }

  /**
   * A run (Strava, a file, by hand) completes the active plan's workout on its date, or the nearest
   * unfinished one within a day, or during a trip (a travelling check-in) the first unfinished movable
   * run of the trip (never one still ahead), with its actual distance, time and pace; the
   * plan then adapts as after any report (issue 27). Null when no workout fits. `db` is the caller's
   * transaction, so the run and its report are saved together.
   */
  async completeFromRun(
    userId: string,
    run: { activityId: number; date: string; distanceKm: number; movingTimeSec: number },
    db: Db | Executor = this.db,
  ): Promise<{ trainingPlanId: number; workoutDate: string; workoutType: PlanWorkout['type'] } | null> {
    const today = await this.today(userId, db);
    const [active] = await activePlansOf(db, userId);
    if (!active) return null;
    const row = await this.#owned(userId, active.id, db, true);
    const state = row.weeklySchedule as PlanState;
    const done = new Set(
      (await feedbackOf(db, row.id))
        .filter((f) => f.completed && f.activityId != null)
        .map((f) => f.workoutDate),
    );
    const open = state.weeks
      .flatMap((w) => w.workouts)
      .filter((w) => w.date <= today && run.date >= state.startDate && !done.has(w.date));
    const candidates = open.filter((w) => Math.abs(daysBetween(run.date, w.date)) <= 1);
    // A travelling check-in's runs are movable: a run on any day of the trip completes one still open.
    const trip = (state.adaptation.windows ?? []).find(
      (w) => w.kind === 'travel' && run.date >= w.fromDate && run.date <= w.toDate,
    );
    const movable = trip
      ? open.filter((w) => w.movable && !w.completed && w.date >= trip.fromDate && w.date <= trip.toDate)
      : [];
    const workout =
      candidates.find((w) => w.date === run.date) ??
      candidates
        .filter((w) => !w.completed)
        .sort(
          (a, b) => Math.abs(daysBetween(run.date, a.date)) - Math.abs(daysBetween(run.date, b.date)),
        )[0] ??
      movable[0];
    if (!workout) return null;
    const before = await feedbackOn(db, row.id, workout.date);
    const pace = run.distanceKm > 0 ? Math.round(run.movingTimeSec / run.distanceKm) : null;
    await upsertFeedback(db, {
      userId,
      trainingPlanId: row.id,
      workoutDate: workout.date,
      workoutType: workout.type,
      plannedDistance: workout.distanceKm,
      plannedDuration: workout.estimatedDurationSec,
      completed: true,
      actualDistance: run.distanceKm,
      actualDuration: run.movingTimeSec,
      paceAchieved: pace ? formatPace(pace) : null,
      activityId: run.activityId,
      effortRating: before?.effortRating ?? null,
      difficultyRating: before?.difficultyRating ?? null,
      enjoymentRating: before?.enjoymentRating ?? null,
      energyLevel: before?.energyLevel ?? null,
      recoveryRating: before?.recoveryRating ?? null,
      notes: before?.notes ?? null,
      weatherConditions: before?.weatherConditions ?? null,
    });
    await this.#adaptAndSave(db, userId, row, today);
    return { trainingPlanId: row.id, workoutDate: workout.date, workoutType: workout.type };
  }

  /** A run was deleted (its report went with it): the plan it completed is adapted again. */
  async runRemoved(userId: string, planId: number, db: Db | Executor = this.db): Promise<void> {
    const row = await findPlan(db, userId, planId, true);
    if (!row) return;
    await this.#adaptAndSave(db, userId, row, await this.today(userId, db));
  }

  /**
   * "How are you feeling?" (issue 27): recorded, and the days ahead of an active plan reshaped (sick,
   * tired, travelling, fine) or the plan paused (injured), each change an adjustment with its reason.
   */
  async checkIn(userId: string, id: number, input: PlanCheckInInput): Promise<PlanCheckInResult> {
    const today = await this.today(userId);
    return this.db.transaction(async (tx) => {
      const row = await this.#owned(userId, id, tx, true);
      if (row.status !== 'active') throw invalid([{ path: 'status', message: M.checkInPlanNotActive }]);
      const days = input.days ?? PLAN_CHECK_IN_DAYS.default;
      const saved = await insertCheckIn(tx, {
        userId,
        trainingPlanId: id,
        checkInDate: today,
        status: input.status,
        days,
      });
      const feedback = (await feedbackOf(tx, id)).map(entry);
      const state = row.weeklySchedule as PlanState;
      const result = applyCheckIn(state, feedback, {
        key: String(saved.id),
        status: input.status,
        days,
        today,
      });
      const updated = await updatePlan(tx, id, {
        weeklySchedule: result.plan,
        ...(input.status === 'injured' ? { status: 'paused' } : {}),
      });
      const adjustments = await insertAdjustments(tx, userId, id, result.adjustments);
      const message =
        input.status === 'injured'
          ? M.checkInInjured
          : adjustments.length
            ? M.checkInAdjusted
            : M.checkInFine;
      return {
        message: messageText(message),
        messageCode: message,
        plan: toPlan(updated, result.plan, today),
        adjustments: adjustments.map(toAdjustment),
      };
    });
  }

  async stats(userId: string, id: number): Promise<TrainingStats> {
    const [row, today] = await Promise.all([this.#owned(userId, id), this.today(userId)]);
    const state = row.weeklySchedule as PlanState;
    const [feedback, extraKm] = await Promise.all([
      feedbackOf(this.db, id),
      unmatchedRunKm(this.db, userId, state.startDate, addDays(today, 1)),
    ]);
    return computeStats(state, feedback.map(entry), today, extraKm);
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
    const [owned, rows] = await Promise.all([ownsPlan(this.db, userId, id), adjustmentsOf(this.db, id)]);
    if (!owned) throw notFound(M.planNotFound);
    return rows.map(toAdjustment);
  }
}
