import {
  index,
  integer,
  numeric,
  pgTable,
  real,
  smallint,
  timestamp,
  date,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, instant, timestamps } from './columns.ts';
import { trainingPlans } from './training.ts';
import { userIdCascade } from './users.ts';

// A runner's runs (issue 27): imported from Strava, uploaded as GPX/TCX/FIT, or reported by hand.
// Shown only to their runner (Strava's API agreement); other features (club challenges) may sum them.

export const activities = pgTable(
  'activities',
  {
    id: identityId(),
    userId: userIdCascade(),
    /** strava, upload or manual (ACTIVITY_SOURCES in contracts). */
    source: varchar({ length: 10 }).notNull(),
    /** Strava's activity id (a 64-bit number, kept as text): one copy per Strava activity. */
    stravaActivityId: varchar({ length: 20 }),
    /** SHA-256 of an uploaded file: the same file uploaded twice is one run. */
    fileSha256: varchar({ length: 64 }),
    /** Run, TrailRun or VirtualRun (Strava's sport_type; uploads are Run). */
    sportType: varchar({ length: 20 }).notNull().default('Run'),
    name: varchar({ length: 200 }).notNull(),
    /** The start as an instant. */
    startedAt: instant().notNull(),
    /** The start as the runner's clock showed it (their state's time zone): its date is the run's day. */
    startDate: timestamp({ mode: 'string' }).notNull(),
    distanceKm: numeric({ precision: 8, scale: 3, mode: 'number' }).notNull(),
    movingTimeSec: integer().notNull(),
    elapsedTimeSec: integer().notNull(),
    /** Moving time ÷ distance; null for a run without distance (a treadmill file without speed). */
    avgPaceSecPerKm: integer(),
    elevationGainM: real(),
    avgHeartRate: smallint(),
    /** The plan and workout day this run completed, if it completed one. */
    trainingPlanId: integer().references(() => trainingPlans.id, { onDelete: 'set null' }),
    workoutDate: date({ mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    index('activities_user_start_idx').on(t.userId, t.startDate.desc(), t.id.desc()),
    uniqueIndex('activities_strava_idx').on(t.stravaActivityId),
    uniqueIndex('activities_user_file_idx').on(t.userId, t.fileSha256),
    index('activities_plan_workout_idx').on(t.trainingPlanId, t.workoutDate),
  ],
);
