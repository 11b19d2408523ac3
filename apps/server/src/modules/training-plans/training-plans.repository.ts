import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { trainingPlans } from '../../db/schema/index.ts';

/** The runner's plans, newest first. */
export function listPlans(db: Executor, userId: string) {
  return db
    .select()
    .from(trainingPlans)
    .where(eq(trainingPlans.userId, userId))
    .orderBy(desc(trainingPlans.createdAt), desc(trainingPlans.id));
}
