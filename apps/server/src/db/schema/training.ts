import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { identityId, instantNow, timestamps } from './columns.ts';
import { userGoals, userIdCascade } from './users.ts';

// Training plans (issue 10; SPEC section 3: training_plans, training_plan_templates, workout_feedback,
// training_adjustments). The plan engine's whole state lives in weeklySchedule (docs/training-engine.md).

export const trainingPlans = pgTable(
  'training_plans',
  {
    id: identityId(),
    userId: userIdCascade(),
    goalId: integer().references(() => userGoals.id, { onDelete: 'set null' }),
    templateId: integer().references(() => trainingPlanTemplates.id, { onDelete: 'set null' }),
    name: varchar({ length: 120 }).notNull(),
    /**
     * True when the runner named the plan. Otherwise `name` is the English default and pages show the
     * plan's name in the reader's language, from its distance or template (issue 26).
     */
    nameCustom: boolean().notNull().default(false),
    goal: varchar({ length: 200 }),
    // beginner, intermediate, advanced, marathon, half_marathon, 10k, 5k or custom (SPEC section 3).
    planType: varchar({ length: 20 }).notNull().default('custom'),
    /** Weeks, race week included. */
    duration: smallint().notNull().default(0),
    currentWeek: smallint().notNull().default(1),
    // active, completed, paused or cancelled (docs/SPEC.md, 'States and transitions').
    status: varchar({ length: 20 }).notNull().default('active'),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    /**
     * The engine's PlanState, whole (~60 KB for a 20-week marathon). `json`, not `jsonb`: nothing queries
     * inside it, and PGlite compresses a jsonb this size on every write (about 35 ms against 1 ms).
     */
    weeklySchedule: json(),
    /** The runner's answers: run days, long-run day, baseline, recent race, level. */
    preferences: jsonb(),
    /** The latest stats figures (computeStats), refreshed after each feedback. */
    progressData: jsonb(),
    ...timestamps(),
  },
  (t) => [
    index('training_plans_user_idx').on(t.userId, t.status),
    index('training_plans_goal_idx').on(t.goalId),
    index('training_plans_template_idx').on(t.templateId),
  ],
);

export const trainingPlanTemplates = pgTable('training_plan_templates', {
  id: identityId(),
  /** Stable key (templates.ts), also the web's translation key. */
  slug: varchar({ length: 60 }).notNull().unique(),
  name: varchar({ length: 120 }).notNull(),
  description: text().notNull(),
  category: varchar({ length: 20 }).notNull(),
  difficulty: varchar({ length: 20 }).notNull(),
  goalDistance: varchar({ length: 20 }).notNull(),
  duration: smallint().notNull(),
  daysPerWeek: smallint().notNull(),
  weeklyStructure: jsonb().notNull(),
  targetRaces: text().array().notNull().default([]),
  prerequisites: jsonb().notNull(),
  tips: text().array().notNull().default([]),
  createdAt: instantNow(),
});

export const workoutFeedback = pgTable(
  'workout_feedback',
  {
    id: identityId(),
    userId: userIdCascade(),
    trainingPlanId: integer()
      .notNull()
      .references(() => trainingPlans.id, { onDelete: 'cascade' }),
    workoutDate: date({ mode: 'string' }).notNull(),
    workoutType: varchar({ length: 20 }),
    plannedDistance: real(),
    actualDistance: numeric({ precision: 5, scale: 2, mode: 'number' }),
    plannedDuration: integer(),
    actualDuration: integer(),
    completed: boolean().notNull().default(false),
    difficultyRating: smallint(),
    effortRating: smallint(),
    enjoymentRating: smallint(),
    paceAchieved: varchar({ length: 10 }),
    notes: text(),
    weatherConditions: varchar({ length: 20 }),
    energyLevel: smallint(),
    recoveryRating: smallint(),
    /** The run (Strava, upload or manual) that completed the workout: deleting the run removes the report. */
    activityId: integer().references(() => activities.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  // One report a workout day: posting again replaces it.
  (t) => [
    uniqueIndex('workout_feedback_plan_date_idx').on(t.trainingPlanId, t.workoutDate),
    index('workout_feedback_user_idx').on(t.userId),
    index('workout_feedback_activity_idx').on(t.activityId),
  ],
);

export const trainingAdjustments = pgTable(
  'training_adjustments',
  {
    id: identityId(),
    userId: userIdCascade(),
    trainingPlanId: integer()
      .notNull()
      .references(() => trainingPlans.id, { onDelete: 'cascade' }),
    adjustmentDate: date({ mode: 'string' }).notNull(),
    adjustmentType: varchar({ length: 30 }).notNull(),
    /** The trigger (e.g. ease:2027-03-02), acted on once per plan. */
    key: varchar({ length: 80 }).notNull(),
    reasonCode: varchar({ length: 40 }).notNull(),
    reason: text().notNull(),
    reasonParams: jsonb().notNull().default({}),
    previousValue: real(),
    newValue: real(),
    difficultyMultiplier: real(),
    performanceScore: real(),
    automaticAdjustment: boolean().notNull().default(true),
    weekNumber: smallint(),
    notes: text(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('training_adjustments_plan_key_idx').on(t.trainingPlanId, t.key),
    index('training_adjustments_user_idx').on(t.userId),
  ],
);

/**
 * "How are you feeling?" (issue 27): a runner's check-in on a plan, kept so the plan can be adapted again
 * from every check-in (the engine's windows live in the plan's state; this is the record).
 */
export const trainingCheckIns = pgTable(
  'training_check_ins',
  {
    id: identityId(),
    userId: userIdCascade(),
    trainingPlanId: integer()
      .notNull()
      .references(() => trainingPlans.id, { onDelete: 'cascade' }),
    /** The runner's date when they checked in. */
    checkInDate: date({ mode: 'string' }).notNull(),
    /** fine, tired, sick, injured or travelling (CHECK_IN_STATUSES in contracts). */
    status: varchar({ length: 20 }).notNull(),
    /** The days the check-in covers, from checkInDate on. */
    days: smallint().notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    index('training_check_ins_plan_idx').on(t.trainingPlanId, t.checkInDate),
    index('training_check_ins_user_idx').on(t.userId),
  ],
);
