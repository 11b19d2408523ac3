import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  activities,
  trainingAdjustments,
  trainingCheckIns,
  trainingPlans,
  trainingPlanTemplates,
  users,
  workoutFeedback,
} from '../../db/schema/index.ts';
import type { NewAdjustment } from './engine/index.ts';

export type PlanRow = typeof trainingPlans.$inferSelect;
export type NewPlanRow = typeof trainingPlans.$inferInsert;
export type FeedbackRow = typeof workoutFeedback.$inferSelect;
export type NewFeedbackRow = typeof workoutFeedback.$inferInsert;
export type AdjustmentRow = typeof trainingAdjustments.$inferSelect;
export type TemplateRow = typeof trainingPlanTemplates.$inferSelect;

/** The slug of the template a plan was built from (its name is translated by slug on the web). */
const templateSlug = sql<
  string | null
>`(select ${trainingPlanTemplates.slug} from ${trainingPlanTemplates} where ${trainingPlanTemplates.id} = ${trainingPlans.templateId})`;

/** The runner's plans, newest first. */
export function listPlans(db: Executor, userId: string) {
  return db
    .select({
      id: trainingPlans.id,
      name: trainingPlans.name,
      nameCustom: trainingPlans.nameCustom,
      planType: trainingPlans.planType,
      templateSlug,
      goal: trainingPlans.goal,
      status: trainingPlans.status,
      startDate: trainingPlans.startDate,
      endDate: trainingPlans.endDate,
      createdAt: trainingPlans.createdAt,
    })
    .from(trainingPlans)
    .where(eq(trainingPlans.userId, userId))
    .orderBy(desc(trainingPlans.createdAt), desc(trainingPlans.id));
}

/** One of the runner's plans; `forUpdate` locks it so feedback and changes adapt it one at a time. */
export async function findPlan(db: Executor, userId: string, id: number, forUpdate = false) {
  const query = db
    .select({ ...getTableColumns(trainingPlans), templateSlug })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, id), eq(trainingPlans.userId, userId)));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Whether the plan is the runner's, without reading its stored schedule (a large document). */
export async function ownsPlan(db: Executor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, id), eq(trainingPlans.userId, userId)));
  return rows.length > 0;
}

/** A plan's columns without its stored documents: writes hand back what the caller does not already hold. */
const planFacts = {
  id: trainingPlans.id,
  userId: trainingPlans.userId,
  goalId: trainingPlans.goalId,
  name: trainingPlans.name,
  nameCustom: trainingPlans.nameCustom,
  templateSlug,
  goal: trainingPlans.goal,
  planType: trainingPlans.planType,
  status: trainingPlans.status,
  startDate: trainingPlans.startDate,
  endDate: trainingPlans.endDate,
  createdAt: trainingPlans.createdAt,
  updatedAt: trainingPlans.updatedAt,
};
export type PlanFacts = Pick<PlanRow, Exclude<keyof typeof planFacts, 'templateSlug'>> & {
  templateSlug: string | null;
};

export async function insertPlan(db: Executor, values: NewPlanRow): Promise<PlanFacts> {
  const [row] = await db.insert(trainingPlans).values(values).returning(planFacts);
  return row!;
}

export async function updatePlan(db: Executor, id: number, values: Partial<NewPlanRow>): Promise<PlanFacts> {
  const [row] = await db
    .update(trainingPlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(trainingPlans.id, id))
    .returning(planFacts);
  return row!;
}

export async function deletePlan(db: Executor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(trainingPlans)
    .where(and(eq(trainingPlans.id, id), eq(trainingPlans.userId, userId)))
    .returning({ id: trainingPlans.id });
  return rows.length > 0;
}

export function feedbackOf(db: Executor, planId: number) {
  return db
    .select()
    .from(workoutFeedback)
    .where(eq(workoutFeedback.trainingPlanId, planId))
    .orderBy(asc(workoutFeedback.workoutDate));
}

/** One report a workout day: a second report for the same day replaces the first. */
export async function upsertFeedback(db: Executor, values: NewFeedbackRow): Promise<FeedbackRow> {
  const { userId: _user, trainingPlanId: _plan, workoutDate: _date, ...changes } = values;
  const [row] = await db
    .insert(workoutFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [workoutFeedback.trainingPlanId, workoutFeedback.workoutDate],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Adds the engine's adjustments; one already recorded under the same key (a retried request) is skipped. */
export async function insertAdjustments(
  db: Executor,
  userId: string,
  planId: number,
  adjustments: readonly NewAdjustment[],
): Promise<AdjustmentRow[]> {
  if (!adjustments.length) return [];
  return db
    .insert(trainingAdjustments)
    .values(adjustments.map((a) => ({ ...a, userId, trainingPlanId: planId })))
    .onConflictDoNothing({ target: [trainingAdjustments.trainingPlanId, trainingAdjustments.key] })
    .returning();
}

export function adjustmentsOf(db: Executor, planId: number) {
  return db
    .select()
    .from(trainingAdjustments)
    .where(eq(trainingAdjustments.trainingPlanId, planId))
    .orderBy(desc(trainingAdjustments.createdAt), desc(trainingAdjustments.id));
}

export function listTemplates(db: Executor) {
  return db.select().from(trainingPlanTemplates).orderBy(asc(trainingPlanTemplates.id));
}

export async function findTemplate(db: Executor, id: number) {
  const [row] = await db.select().from(trainingPlanTemplates).where(eq(trainingPlanTemplates.id, id));
  return row;
}

/** Inserts or refreshes the seeded templates by slug. */
export async function upsertTemplates(
  db: Executor,
  rows: ReadonlyArray<Omit<typeof trainingPlanTemplates.$inferInsert, 'id' | 'createdAt'>>,
): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(trainingPlanTemplates)
    .values([...rows])
    .onConflictDoUpdate({
      target: trainingPlanTemplates.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        difficulty: sql`excluded.difficulty`,
        goalDistance: sql`excluded.goal_distance`,
        duration: sql`excluded.duration`,
        daysPerWeek: sql`excluded.days_per_week`,
        weeklyStructure: sql`excluded.weekly_structure`,
        targetRaces: sql`excluded.target_races`,
        prerequisites: sql`excluded.prerequisites`,
        tips: sql`excluded.tips`,
      },
    });
}

/** The runner's location label, for their time zone (their "today"). */
export async function runnerLocation(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ location: users.location }).from(users).where(eq(users.id, userId));
  return row?.location ?? null;
}

/** Active plans' schedules for the calendar feed. */
export function activePlansOf(db: Executor, userId: string) {
  return db
    .select({
      id: trainingPlans.id,
      name: trainingPlans.name,
      weeklySchedule: trainingPlans.weeklySchedule,
      updatedAt: trainingPlans.updatedAt,
    })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), eq(trainingPlans.status, 'active')));
}

/** The runner's plans in progress (active or paused), locked: a new plan may replace them (issue 26). */
export function plansInProgress(db: Executor, userId: string) {
  return db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(eq(trainingPlans.userId, userId), inArray(trainingPlans.status, ['active', 'paused'])))
    .for('update');
}

/** Cancels plans replaced by a new one; their workouts, reports and adjustments stay as history. */
export async function cancelPlans(db: Executor, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .update(trainingPlans)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(inArray(trainingPlans.id, [...ids]));
}

export async function insertCheckIn(db: Executor, values: typeof trainingCheckIns.$inferInsert) {
  const [row] = await db.insert(trainingCheckIns).values(values).returning();
  return row!;
}

/** The plan's latest check-in (a paused plan whose latest is `injured` was paused for an injury). */
export async function latestCheckIn(db: Executor, planId: number) {
  const [row] = await db
    .select()
    .from(trainingCheckIns)
    .where(eq(trainingCheckIns.trainingPlanId, planId))
    .orderBy(desc(trainingCheckIns.createdAt), desc(trainingCheckIns.id))
    .limit(1);
  return row;
}

export async function feedbackOn(db: Executor, planId: number, workoutDate: string) {
  const [row] = await db
    .select()
    .from(workoutFeedback)
    .where(and(eq(workoutFeedback.trainingPlanId, planId), eq(workoutFeedback.workoutDate, workoutDate)));
  return row;
}

/**
 * Kilometres a day of the runner's runs that completed no workout, from `from` to before `to` (their
 * local dates): running all the same, so the plan's caps count it (issue 27).
 */
export async function unmatchedRunKm(db: Executor, userId: string, from: string, to: string) {
  const day = sql<string>`to_char(${activities.startDate}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, km: sql<number>`sum(${activities.distanceKm})::float8` })
    .from(activities)
    .where(
      and(
        eq(activities.userId, userId),
        sql`not exists (select 1 from ${workoutFeedback} where ${workoutFeedback.activityId} = ${activities.id})`,
        gte(activities.startDate, `${from}T00:00:00`),
        lt(activities.startDate, `${to}T00:00:00`),
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.km)]));
}
