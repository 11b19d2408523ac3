import { z } from 'zod';
import { isValidIsoDate } from './auth.ts';
import { ACTIVITY_MESSAGES, API_MESSAGES } from './messages.ts';
import { singleLine } from './api.ts';
import { WORKOUT_TYPES } from './training-texts.ts';

/*
 * A runner's runs (issue 27): imported from Strava, uploaded as a GPX, TCX or FIT file, or logged by
 * hand. Each is shown only to its runner (Strava's API agreement: one athlete's data is shown only to
 * that athlete). A run on the day of an active plan's workout completes it.
 */

export const ACTIVITY_SOURCES = ['strava', 'upload', 'manual'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/** Strava sport types Stride imports: runs only (rides, walks, swims and the rest are skipped). */
export const STRAVA_RUN_SPORTS = ['Run', 'TrailRun', 'VirtualRun'] as const;

export const ACTIVITY_LIMITS = {
  /** Largest upload: a 10-hour FIT file with one-second records is about 3 MB. */
  uploadMaxBytes: 10 * 1024 * 1024,
  pageSizeDefault: 20,
  pageSizeMax: 50,
  /** Runs logged by hand: how far back, and how long. */
  manualDaysBack: 30,
  manualDistanceKmMax: 300,
  manualDurationSecMax: 172_800,
  nameMax: 200,
  /** Strava's connection imports the last 30 days of runs. */
  stravaImportDays: 30,
} as const;

/** Strava's page for an activity ("View on Strava", their brand guidelines' wording). */
export const stravaActivityUrl = (id: string) => `https://www.strava.com/activities/${id}`;

export const activitySchema = z.object({
  id: z.number().int(),
  source: z.enum(ACTIVITY_SOURCES),
  /** Run, TrailRun or VirtualRun. */
  sportType: z.string(),
  /** As the runner (or Strava, or their file) named it; empty when nothing named it. */
  name: z.string(),
  /** The start as an instant (ISO 8601, UTC). */
  startedAt: z.string(),
  /** The start on the runner's clock (their state's time zone), YYYY-MM-DDTHH:MM:SS: its date is the run's day. */
  startDate: z.string(),
  distanceKm: z.number(),
  movingTimeSec: z.number().int(),
  elapsedTimeSec: z.number().int(),
  avgPaceSecPerKm: z.number().int().nullable(),
  elevationGainM: z.number().nullable(),
  avgHeartRate: z.number().int().nullable(),
  /** The plan and workout day this run completed, if it completed one. */
  trainingPlanId: z.number().int().nullable(),
  workoutDate: z.string().nullable(),
  /** For Strava runs: their page on Strava. */
  stravaUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/activities: the runner's runs, newest first, a page at a time. */
export const activityListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int(API_MESSAGES.limitWhole)
    .min(1, API_MESSAGES.limitMin)
    .max(ACTIVITY_LIMITS.pageSizeMax)
    .default(ACTIVITY_LIMITS.pageSizeDefault),
  cursor: singleLine(z.string().max(200)).optional(),
});
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;

export const activityPageSchema = z.object({
  items: z.array(activitySchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The workout a run completed: the web then asks one question, how hard it felt (RPE 1–10). */
export const activityMatchSchema = z.object({
  trainingPlanId: z.number().int(),
  workoutDate: z.string(),
  workoutType: z.enum(WORKOUT_TYPES),
});
export type ActivityMatch = z.infer<typeof activityMatchSchema>;

/** What adding a run answers (upload or by hand): the run, and the workout it completed if any. */
export const activityResultSchema = z.object({
  activity: activitySchema,
  match: activityMatchSchema.nullable(),
});
export type ActivityResult = z.infer<typeof activityResultSchema>;

/** POST /api/activities: a run logged by hand, on a day of the last 30 (the server checks with the runner's date). */
export const manualActivitySchema = z.object({
  date: z
    .string({ error: ACTIVITY_MESSAGES.date })
    .trim()
    .refine(isValidIsoDate, { error: ACTIVITY_MESSAGES.date }),
  distanceKm: z
    .number({ error: ACTIVITY_MESSAGES.distance })
    .gt(0, ACTIVITY_MESSAGES.distance)
    .max(ACTIVITY_LIMITS.manualDistanceKmMax, ACTIVITY_MESSAGES.distance),
  movingTimeSec: z
    .number({ error: ACTIVITY_MESSAGES.duration })
    .int(ACTIVITY_MESSAGES.duration)
    .min(60, ACTIVITY_MESSAGES.duration)
    .max(ACTIVITY_LIMITS.manualDurationSecMax, ACTIVITY_MESSAGES.duration),
  name: singleLine(z.string().trim().max(ACTIVITY_LIMITS.nameMax, ACTIVITY_MESSAGES.nameTooLong)).optional(),
});
export type ManualActivityInput = z.input<typeof manualActivitySchema>;
