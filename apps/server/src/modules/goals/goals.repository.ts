import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userGoals } from '../../db/schema/index.ts';

export type GoalRow = typeof userGoals.$inferSelect;
export type NewGoalRow = Omit<typeof userGoals.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function listGoalsOf(db: Executor, userId: string) {
  return db.select().from(userGoals).where(eq(userGoals.userId, userId)).orderBy(asc(userGoals.id));
}

export async function findGoal(db: Executor, userId: string, id: number): Promise<GoalRow | undefined> {
  const [row] = await db
    .select()
    .from(userGoals)
    .where(and(eq(userGoals.id, id), eq(userGoals.userId, userId)));
  return row;
}

export async function insertGoal(db: Executor, userId: string, values: NewGoalRow): Promise<GoalRow> {
  const [row] = await db
    .insert(userGoals)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function replaceGoals(db: Executor, userId: string, goals: NewGoalRow[]): Promise<void> {
  await db.delete(userGoals).where(eq(userGoals.userId, userId));
  if (goals.length) await db.insert(userGoals).values(goals.map((g) => ({ ...g, userId })));
}

export async function updateGoal(
  db: Executor,
  userId: string,
  id: number,
  values: Partial<NewGoalRow>,
): Promise<GoalRow | undefined> {
  const [row] = await db
    .update(userGoals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(userGoals.id, id), eq(userGoals.userId, userId)))
    .returning();
  return row;
}

export async function deleteGoal(db: Executor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(userGoals)
    .where(and(eq(userGoals.id, id), eq(userGoals.userId, userId)))
    .returning({ id: userGoals.id });
  return rows.length > 0;
}
