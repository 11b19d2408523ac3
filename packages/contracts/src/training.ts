import { z } from 'zod';
import { goalSchema, isValidIsoDate, toIsoDate } from './auth.ts';
import {
  ADJUSTMENT_REASONS,
  ADJUSTMENT_TYPES,
  PACE_ZONES,
  PLAN_CHECK_IN_DAYS,
  PLAN_CHECK_IN_STATUSES,
  PLAN_GOAL_DISTANCES,
  PLAN_LIMITS,
  PLAN_PHASES,
  PLAN_STATUSES,
  PLAN_TYPES,
  PLAN_WARNINGS,
  TEMPLATE_CATEGORIES,
  TEMPLATE_DIFFICULTIES,
  TEMPLATE_EMPHASES,
  WEATHER_CONDITIONS,
  WORKOUT_TYPES,
  parseRaceTime,
  resolvePlanDates,
} from './training-texts.ts';
import { DIFFICULTY_OPTIONS, EXPERIENCE_LEVELS, GOAL_DISTANCE_OPTIONS, GOAL_STATUSES } from './options.ts';
import { MESSAGE_CODES, TRAINING_MESSAGES, type MessageCode } from './messages.ts';
import { parsePace } from './pace.ts';

// Schemas of the training API (issue 10; SPEC section 3: user_goals, training_plans,
// training_plan_templates, workout_feedback, training_adjustments). Constants live in training-texts.ts.

const M = TRAINING_MESSAGES;
const L = PLAN_LIMITS;

const isoDate = (message: MessageCode = M.date) =>
  z.string({ error: message }).trim().refine(isValidIsoDate, { error: message });

const runDay = z.number({ error: M.runDay }).int(M.runDay).min(0, M.runDay).max(6, M.runDay);

const runDaysSchema = z
  .array(runDay, { error: M.daysPerWeek })
  .min(L.daysPerWeekMin, M.daysPerWeek)
  .max(L.daysPerWeekMax, M.daysPerWeek)
  .refine((days) => new Set(days).size === days.length, M.runDaysUnique);

const kmSchema = (
  required: MessageCode,
  min: number,
  minMessage: MessageCode,
  max: number,
  maxMessage: MessageCode,
) => z.number({ error: required }).min(min, minMessage).max(max, maxMessage);

/** A race time as H:MM:SS or MM:SS. */
export const raceTimeSchema = z
  .string({ error: M.raceTime })
  .trim()
  .refine((t) => parseRaceTime(t) !== null, M.raceTime);

/** A recent race, for the Daniels–Gilbert VDOT behind the runner's paces. */
export const recentRaceSchema = z
  .object({
    distanceKm: kmSchema(
      M.raceDistance,
      L.raceDistanceKmMin,
      M.raceDistance,
      L.raceDistanceKmMax,
      M.raceDistance,
    ),
    time: raceTimeSchema,
  })
  .refine(
    (r) => {
      const seconds = parseRaceTime(r.time);
      if (seconds === null) return true; // the time's own message says what is wrong
      const pace = seconds / r.distanceKm;
      return pace >= L.racePaceSecPerKmMin && pace <= L.racePaceSecPerKmMax;
    },
    { error: M.raceTimeUnrealistic, path: ['time'] },
  );
export type RecentRace = z.output<typeof recentRaceSchema>;

/** The fields a runner gives whether the plan is built from scratch or from a template. */
const runnerFields = {
  raceDate: isoDate().nullish(),
  weeks: z.number({ error: M.weeks }).int(M.weeks).nullish(),
  /** Default: the coming Monday (today when today is a Monday); today is allowed. */
  startDate: isoDate().nullish(),
  currentWeeklyKm: kmSchema(
    M.currentWeeklyKm,
    L.weeklyKmMin,
    M.currentWeeklyKmMin,
    L.weeklyKmMax,
    M.currentWeeklyKmMax,
  ),
  longestRecentRunKm: kmSchema(
    M.longestRun,
    L.longestRunKmMin,
    M.longestRunMin,
    L.longestRunKmMax,
    M.longestRunMax,
  ),
  recentRace: recentRaceSchema.nullish(),
  goalId: z.number().int().positive().nullish(),
  planName: z.string().trim().max(L.planNameMax, M.planNameTooLong).nullish(),
  /**
   * A runner with a plan in progress (active or paused) gets 409 unless this is true: then that plan is
   * cancelled, its history kept, and the new one starts (issue 26).
   */
  replaceActive: z.boolean().optional(),
};

interface RunDayFields {
  runDays?: number[] | null;
  longRunDay?: number | null;
  daysPerWeek?: number;
}

function checkRunDays(v: RunDayFields, ctx: z.RefinementCtx) {
  if (v.daysPerWeek !== undefined && v.runDays && v.runDays.length !== v.daysPerWeek) {
    ctx.addIssue({ code: 'custom', path: ['runDays'], message: M.runDaysCount });
  }
  if (v.runDays && v.longRunDay != null && !v.runDays.includes(v.longRunDay)) {
    ctx.addIssue({ code: 'custom', path: ['longRunDay'], message: M.longRunDay });
  }
}

/**
 * Date checks with the local date as today. The server checks again with the runner's own date
 * (Australian time zones are ahead of the server's UTC), through the same resolvePlanDates.
 */
function checkDates(v: Parameters<typeof resolvePlanDates>[0], ctx: z.RefinementCtx) {
  const resolved = resolvePlanDates(v, toIsoDate(new Date()));
  if (!resolved.ok) {
    for (const issue of resolved.issues)
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/** POST body of a plan built from the runner's answers (the wizard). */
export const createTrainingPlanSchema = z
  .object({
    goalDistance: z.enum(PLAN_GOAL_DISTANCES, { error: M.goalDistance }),
    daysPerWeek: z
      .number({ error: M.daysPerWeek })
      .int(M.daysPerWeek)
      .min(L.daysPerWeekMin, M.daysPerWeek)
      .max(L.daysPerWeekMax, M.daysPerWeek),
    runDays: runDaysSchema,
    longRunDay: runDay,
    experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: M.experienceLevel }),
    ...runnerFields,
  })
  .superRefine((v, ctx) => {
    checkRunDays(v, ctx);
    checkDates(v, ctx);
  });
export type CreateTrainingPlanInput = z.input<typeof createTrainingPlanSchema>;
export type CreateTrainingPlan = z.output<typeof createTrainingPlanSchema>;

/**
 * POST body of a plan built from a template: distance, days per week and level come from the template;
 * run days and long-run day default to the template's, and the length to its duration unless a race
 * date or a number of weeks is given. The server checks the run-day count against the template.
 */
export const createPlanFromTemplateSchema = z
  .object({
    templateId: z.number().int().positive(),
    runDays: runDaysSchema.nullish(),
    longRunDay: runDay.nullish(),
    ...runnerFields,
  })
  .superRefine((v, ctx) => {
    checkRunDays(v, ctx);
    if (v.raceDate && v.weeks != null) {
      ctx.addIssue({ code: 'custom', path: ['weeks'], message: M.raceDateAndWeeks });
    } else if (v.raceDate || v.weeks != null) {
      checkDates(v, ctx);
    }
  });
export type CreatePlanFromTemplateInput = z.input<typeof createPlanFromTemplateSchema>;
export type CreatePlanFromTemplate = z.output<typeof createPlanFromTemplateSchema>;

/** PATCH /api/training-plans/:id: status, run days (future workouts move), name. */
export const updateTrainingPlanSchema = z
  .object({
    status: z.enum(PLAN_STATUSES, { error: M.planStatus }).optional(),
    runDays: runDaysSchema.optional(),
    longRunDay: runDay.optional(),
    planName: z.string().trim().min(1).max(L.planNameMax, M.planNameTooLong).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange)
  .superRefine(checkRunDays);
export type UpdateTrainingPlan = z.output<typeof updateTrainingPlanSchema>;

export const trainingPlanIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A workout's id is its date (a plan has at most one workout a day). */
export const workoutParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  workoutId: isoDate(M.workoutDate),
});

type PlanBody = (CreateTrainingPlan & { templateId?: undefined }) | CreatePlanFromTemplate;

/**
 * POST /api/training-plans (and its preview): the wizard's answers, or `templateId` with the runner's
 * own figures. Checked by whichever of the two schemas applies, so each field gets its own message.
 */
export const createPlanRequestSchema = z
  .looseObject({ templateId: z.number().int().positive().optional() })
  .transform((value, ctx): PlanBody => {
    const schema = value.templateId === undefined ? createTrainingPlanSchema : createPlanFromTemplateSchema;
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });
export type CreatePlanRequest = z.output<typeof createPlanRequestSchema>;

// ---- the plan as the API answers it ----

export const paceRangeSchema = z.object({
  fastSecPerKm: z.number().int(),
  slowSecPerKm: z.number().int(),
});
export type PaceRange = z.infer<typeof paceRangeSchema>;

/** One part of a session: `count` × `distanceM` in a pace zone, with a jog between repeats. */
export const workoutBlockSchema = z.object({
  count: z.number().int(),
  distanceM: z.number().int(),
  zone: z.enum(PACE_ZONES),
  paceRange: paceRangeSchema,
  recoverySec: z.number().int().nullable(),
  recoveryDistanceM: z.number().int().nullable(),
});
export type WorkoutBlock = z.infer<typeof workoutBlockSchema>;

/** A workout as data the web translates: warm-up, blocks, cool-down, strides (about 20 s each). */
export const workoutStructureSchema = z.object({
  warmupKm: z.number(),
  blocks: z.array(workoutBlockSchema),
  cooldownKm: z.number(),
  strides: z.number().int(),
});
export type WorkoutStructure = z.infer<typeof workoutStructureSchema>;

export const planWorkoutSchema = z.object({
  /** The date: a plan has at most one workout a day, and workout_feedback rows join on workoutDate. */
  id: z.string(),
  date: z.string(),
  weekNumber: z.number().int(),
  dayOfWeek: z.number().int(),
  type: z.enum(WORKOUT_TYPES),
  distanceKm: z.number(),
  paceZone: z.enum(PACE_ZONES),
  paceRange: paceRangeSchema,
  structure: workoutStructureSchema,
  /** The same workout in English, for clients that do not render `structure`. */
  description: z.string(),
  estimatedDurationSec: z.number().int(),
  completed: z.boolean(),
  /** True when feedback or the safety caps changed it from the plan as first built. */
  adjusted: z.boolean(),
  /**
   * A run in a travelling check-in's window: short, and done on any day of its window (a run later in
   * the window completes it). Absent otherwise.
   */
  movable: z.boolean().optional(),
});
export type PlanWorkout = z.infer<typeof planWorkoutSchema>;

export const planWeekSchema = z.object({
  weekNumber: z.number().int(),
  /** The Monday of the week. */
  startDate: z.string(),
  phase: z.enum(PLAN_PHASES),
  isCutback: z.boolean(),
  /** Kilometres of all workouts of the week, the race included. */
  plannedKm: z.number(),
  workouts: z.array(planWorkoutSchema),
});
export type PlanWeek = z.infer<typeof planWeekSchema>;

// Every zone, named (a record over an enum has no properties in JSON Schema, only `required`).
const zonesShape = Object.fromEntries(PACE_ZONES.map((zone) => [zone, paceRangeSchema])) as Record<
  (typeof PACE_ZONES)[number],
  typeof paceRangeSchema
>;

export const trainingPacesSchema = z.object({
  vdot: z.number(),
  /** race: from the runner's recent race; experience: estimated from the experience level. */
  source: z.enum(['race', 'experience']),
  estimated: z.boolean(),
  zones: z.object(zonesShape),
  /** Predicted finish for the goal distance at today's fitness. */
  predictedRaceSec: z.number().int(),
});
export type TrainingPaces = z.infer<typeof trainingPacesSchema>;

/** The plan's schedule: what training_plans.weeklySchedule holds (plus the engine's own state). */
export const trainingScheduleSchema = z.object({
  version: z.literal(1),
  goalDistance: z.enum(PLAN_GOAL_DISTANCES),
  startDate: z.string(),
  raceDate: z.string(),
  durationWeeks: z.number().int(),
  daysPerWeek: z.number().int(),
  runDays: z.array(z.number().int()),
  longRunDay: z.number().int(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  baseline: z.object({ currentWeeklyKm: z.number(), longestRecentRunKm: z.number() }),
  paces: trainingPacesSchema,
  weeks: z.array(planWeekSchema),
});
export type TrainingSchedule = z.infer<typeof trainingScheduleSchema>;

/** The signed-in runner's plans with their status; the top bar shows 'Adjust Plan' only for an active one. */
export const trainingPlanSummarySchema = z.object({
  id: z.number().int(),
  /**
   * The runner's own name for the plan when `nameCustom`; otherwise the English default, and pages show
   * the name in the reader's language from `planType` or `templateSlug` (issue 26).
   */
  name: z.string(),
  nameCustom: z.boolean(),
  planType: z.enum(PLAN_TYPES),
  /** The template the plan was built from, if any (its name is translated by slug). */
  templateSlug: z.string().nullable(),
  goal: z.string().nullable(),
  status: z.enum(PLAN_STATUSES),
  startDate: z.string(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainingPlanSummary = z.infer<typeof trainingPlanSummarySchema>;

/** One plan in full. endDate is race day. */
export const trainingPlanSchema = trainingPlanSummarySchema.extend({
  goalId: z.number().int().nullable(),
  currentWeek: z.number().int(),
  /** The runner's own date now (their state's time zone): which workout is today's. */
  today: z.string(),
  schedule: trainingScheduleSchema,
  updatedAt: z.string(),
});
export type TrainingPlan = z.infer<typeof trainingPlanSchema>;

// ---- feedback, stats, adjustments ----

const rating = (min: number, max: number, message: MessageCode) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** POST body of a workout's feedback ('Mark Done' sends just workoutDate and completed: true). */
export const workoutFeedbackInputSchema = z.object({
  workoutDate: isoDate(M.workoutDate),
  completed: z.boolean({ error: M.completed }),
  /** Kilometres. */
  actualDistance: z
    .number({ error: M.actualDistance })
    .min(0, M.actualDistance)
    .max(L.feedbackDistanceKmMax, M.actualDistance)
    .nullish(),
  /** Seconds. */
  actualDuration: z
    .number({ error: M.actualDuration })
    .int(M.actualDuration)
    .min(0, M.actualDuration)
    .max(L.feedbackDurationSecMax, M.actualDuration)
    .nullish(),
  effortRating: rating(L.effortMin, L.effortMax, M.effortRating).nullish(),
  difficultyRating: rating(L.ratingMin, L.ratingMax, M.rating).nullish(),
  enjoymentRating: rating(L.ratingMin, L.ratingMax, M.rating).nullish(),
  energyLevel: rating(L.ratingMin, L.ratingMax, M.rating).nullish(),
  recoveryRating: rating(L.ratingMin, L.ratingMax, M.rating).nullish(),
  /** Minutes and seconds per km, e.g. 5:30. */
  paceAchieved: z
    .string({ error: M.pace })
    .trim()
    .refine((p) => parsePace(p) !== null, M.pace)
    .nullish(),
  notes: z.string().trim().max(L.notesMax, M.notesTooLong).nullish(),
  weatherConditions: z.enum(WEATHER_CONDITIONS, { error: M.weather }).nullish(),
});
export type WorkoutFeedbackInput = z.input<typeof workoutFeedbackInputSchema>;
export type WorkoutFeedbackData = z.output<typeof workoutFeedbackInputSchema>;

export const workoutFeedbackSchema = z.object({
  id: z.number().int(),
  trainingPlanId: z.number().int(),
  workoutDate: z.string(),
  workoutType: z.enum(WORKOUT_TYPES).nullable(),
  plannedDistance: z.number().nullable(),
  plannedDuration: z.number().int().nullable(),
  completed: z.boolean(),
  actualDistance: z.number().nullable(),
  actualDuration: z.number().int().nullable(),
  effortRating: z.number().int().nullable(),
  difficultyRating: z.number().int().nullable(),
  enjoymentRating: z.number().int().nullable(),
  energyLevel: z.number().int().nullable(),
  recoveryRating: z.number().int().nullable(),
  paceAchieved: z.string().nullable(),
  notes: z.string().nullable(),
  weatherConditions: z.enum(WEATHER_CONDITIONS).nullable(),
  createdAt: z.string(),
});
export type WorkoutFeedback = z.infer<typeof workoutFeedbackSchema>;

/** POST /api/training-plans/:id/workouts/:workoutId/feedback: the workout's date is in the path. */
export const workoutFeedbackBodySchema = workoutFeedbackInputSchema.omit({ workoutDate: true });
export type WorkoutFeedbackBody = z.input<typeof workoutFeedbackBodySchema>;

export const trainingWeekStatsSchema = z.object({
  weekNumber: z.number().int(),
  startDate: z.string(),
  plannedKm: z.number(),
  completedKm: z.number(),
  plannedRuns: z.number().int(),
  completedRuns: z.number().int(),
  /** Of the week's runs with a reported time; null without any. */
  averagePaceSecPerKm: z.number().int().nullable(),
});

/** The dashboard's stats: only what the runner reported, never estimates passed off as results. */
export const trainingStatsSchema = z.object({
  runsCompleted: z.number().int(),
  runsPlanned: z.number().int(),
  /** Workouts dated before today, plus today's when already done. */
  runsDue: z.number().int(),
  missedRuns: z.number().int(),
  totalDistanceKm: z.number(),
  totalTimeSec: z.number().int(),
  averagePaceSecPerKm: z.number().int().nullable(),
  /** Completed ÷ due, 0 to 1; null before the first workout is due. */
  completionRate: z.number().nullable(),
  currentWeek: z.number().int(),
  completedWeeks: z.number().int(),
  weeks: z.array(trainingWeekStatsSchema),
});
export type TrainingStats = z.infer<typeof trainingStatsSchema>;

/**
 * A change the plan made to itself (training_adjustments). previousValue and newValue are kilometres
 * for volume changes (the affected days), seconds per km (easy pace, slow end) for pace changes, and
 * the number of run days for schedule changes.
 */
export const trainingAdjustmentSchema = z.object({
  id: z.number().int(),
  trainingPlanId: z.number().int(),
  adjustmentDate: z.string(),
  adjustmentType: z.enum(ADJUSTMENT_TYPES),
  reasonCode: z.enum(ADJUSTMENT_REASONS),
  /** Plain English the runner can read; the web translates reasonCode with reasonParams instead. */
  reason: z.string(),
  reasonParams: z.record(z.string(), z.union([z.string(), z.number()])),
  previousValue: z.number().nullable(),
  newValue: z.number().nullable(),
  difficultyMultiplier: z.number().nullable(),
  /** Mean effort (1–10) of the feedback behind the change, when there was any. */
  performanceScore: z.number().nullable(),
  automaticAdjustment: z.boolean(),
  weekNumber: z.number().int().nullable(),
  notes: z.string().nullable(),
});
export type TrainingAdjustment = z.infer<typeof trainingAdjustmentSchema>;

// ---- goals (user_goals) ----

/** A goal's target time: H:MM:SS (e.g. 4:00:00, or 0:24:30 for a 5k). */
export const goalTargetTimeSchema = z
  .string({ error: M.targetTime })
  .trim()
  .regex(/^\d{1,2}:[0-5]\d:[0-5]\d$/, { error: M.targetTime, abort: true })
  .refine((t) => parseRaceTime(t) !== null, M.targetTime);

const goalFields = goalSchema.extend({
  targetTime: z.preprocess((v) => (v === '' ? null : v), goalTargetTimeSchema.nullish()),
});

/** POST /api/goals: the profile goal editor's rules, with the target time as H:MM:SS. */
export const createGoalSchema = goalFields;
export type CreateGoalInput = z.input<typeof createGoalSchema>;

/** PATCH /api/goals/:id: any goal field. */
export const updateGoalSchema = goalFields
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), M.nothingToChange);
export type UpdateGoalInput = z.input<typeof updateGoalSchema>;

export const goalIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A stored goal (user_goals). */
export const goalResponseSchema = z.object({
  id: z.number().int(),
  eventName: z.string(),
  eventDate: z.string().nullable(),
  targetTime: z.string().nullable(),
  distance: z.enum(GOAL_DISTANCE_OPTIONS),
  difficulty: z.enum(DIFFICULTY_OPTIONS),
  status: z.enum(GOAL_STATUSES),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Goal = z.infer<typeof goalResponseSchema>;

// ---- templates (training_plan_templates) ----

export const templateWeeklyStructureSchema = z.object({
  runDays: z.array(z.number().int()),
  longRunDay: z.number().int(),
  qualitySessionsPerWeek: z.number().int(),
  /** A cutback week every this many weeks. */
  cutbackEvery: z.number().int(),
  peakWeeklyKm: z.number(),
  peakLongRunKm: z.number(),
  emphasis: z.enum(TEMPLATE_EMPHASES),
});
export type TemplateWeeklyStructure = z.infer<typeof templateWeeklyStructureSchema>;

export const templatePrerequisitesSchema = z.object({
  minWeeklyKm: z.number(),
  minLongestRunKm: z.number(),
  summary: z.string(),
});

export const trainingPlanTemplateSchema = z.object({
  id: z.number().int(),
  /** Stable key, also the web's translation key for name, description and tips. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  difficulty: z.enum(TEMPLATE_DIFFICULTIES),
  goalDistance: z.enum(PLAN_GOAL_DISTANCES),
  /** Weeks. */
  duration: z.number().int(),
  daysPerWeek: z.number().int(),
  weeklyStructure: templateWeeklyStructureSchema,
  targetRaces: z.array(z.string()),
  prerequisites: templatePrerequisitesSchema,
  tips: z.array(z.string()),
});
export type TrainingPlanTemplate = z.infer<typeof trainingPlanTemplateSchema>;

/** What a feedback report answers: the report, 'Workout Completed' when done, the plan as it now is. */
export const feedbackResultSchema = z.object({
  message: z.string().nullable(),
  feedback: workoutFeedbackSchema,
  plan: trainingPlanSchema,
  /** Changes this report made to the plan, if any. */
  adjustments: z.array(trainingAdjustmentSchema),
});
export type FeedbackResult = z.infer<typeof feedbackResultSchema>;

/**
 * A goal that needs more than the runner's days and base allow (a long run above 40 % of its week): the
 * preview says so with one remedy each, instead of silently building it (issue 27).
 */
export const planWarningSchema = z.object({
  code: z.enum(PLAN_WARNINGS),
  /** Plain English; `messageCode` with `params` says the same for the web to translate. */
  message: z.string(),
  messageCode: z.enum(MESSAGE_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PlanWarning = z.infer<typeof planWarningSchema>;

/** POST /api/training-plans/preview: the weeks the plan would have, nothing saved. */
export const planPreviewSchema = z.object({
  name: z.string(),
  schedule: trainingScheduleSchema,
  warnings: z.array(planWarningSchema),
});
export type PlanPreview = z.infer<typeof planPreviewSchema>;

// ---- "How are you feeling?" (issue 27) ----

/** POST /api/training-plans/{id}/check-in: `days` (default 3) for sick, tired and travelling. */
export const planCheckInInputSchema = z.object({
  status: z.enum(PLAN_CHECK_IN_STATUSES, { error: M.checkInStatus }),
  days: z
    .number({ error: M.checkInDays })
    .int(M.checkInDays)
    .min(PLAN_CHECK_IN_DAYS.min, M.checkInDays)
    .max(PLAN_CHECK_IN_DAYS.max, M.checkInDays)
    .optional(),
});
export type PlanCheckInInput = z.input<typeof planCheckInInputSchema>;

/** The plan as the check-in left it, the changes made (each with its reason) and a word for the runner. */
export const planCheckInResultSchema = z.object({
  message: z.string(),
  messageCode: z.enum(MESSAGE_CODES),
  plan: trainingPlanSchema,
  adjustments: z.array(trainingAdjustmentSchema),
});
export type PlanCheckInResult = z.infer<typeof planCheckInResultSchema>;
