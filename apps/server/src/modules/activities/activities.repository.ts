import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { activities } from '../../db/schema/index.ts';

export type ActivityRow = typeof activities.$inferSelect;
export type NewActivityRow = typeof activities.$inferInsert;

/** Adds a run; null when it is already there (the same Strava activity, or the same file again). */
export async function insertActivity(db: Executor, values: NewActivityRow): Promise<ActivityRow | null> {
  const [row] = await db.insert(activities).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The runner's runs, newest first: `before` is the last page's final (startDate, id). */
export function listActivities(
  db: Executor,
  userId: string,
  limit: number,
  before: { startDate: string; id: number } | null,
) {
  return db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.userId, userId),
        before
          ? or(
              lt(activities.startDate, before.startDate),
              and(eq(activities.startDate, before.startDate), lt(activities.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(activities.startDate), desc(activities.id))
    .limit(limit);
}

export async function findActivity(db: Executor, userId: string, id: number) {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.userId, userId)));
  return row;
}

export async function findStravaActivity(db: Executor, stravaId: string) {
  const [row] = await db.select().from(activities).where(eq(activities.stravaActivityId, stravaId));
  return row;
}

export async function updateActivity(db: Executor, id: number, values: Partial<NewActivityRow>) {
  const [row] = await db
    .update(activities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(activities.id, id))
    .returning();
  return row!;
}

/** Deletes a run; its workout report goes with it (workout_feedback.activity_id cascades). */
export async function deleteActivity(db: Executor, id: number) {
  const [row] = await db.delete(activities).where(eq(activities.id, id)).returning();
  return row;
}

/** Deletes every run imported from Strava for a runner (deauthorisation); answers the plans they completed. */
export async function deleteStravaActivities(db: Executor, userId: string) {
  return db
    .delete(activities)
    .where(and(eq(activities.userId, userId), eq(activities.source, 'strava')))
    .returning({ trainingPlanId: activities.trainingPlanId });
}
