import { date, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A runner's training plans. Only the summary the shell needs lives here for now (the top bar shows
 * 'Adjust Plan' only while a plan is active); the training feature adds its workouts beside it.
 */
export const trainingPlans = pgTable(
  'training_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 120 }).notNull(),
    goal: varchar({ length: 200 }),
    // active, completed, paused or cancelled (docs/SPEC.md, 'States and transitions').
    status: varchar({ length: 20 }).notNull().default('active'),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_plans_user_idx').on(t.userId, t.status)],
);
