import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, instant, textList, timestamps } from './columns.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@stride/contracts';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: varchar({ length: 255 }),
    passwordHash: text(),
    emailVerified: boolean().notNull().default(false),
    firstName: varchar({ length: 50 }),
    lastName: varchar({ length: 50 }),
    profileImageUrl: text(),
    pushToken: text(),
    location: varchar({ length: 100 }),
    dateOfBirth: date({ mode: 'string' }),
    sex: varchar({ length: 20 }),
    bio: text(),
    preferredDistances: textList(),
    preferredPace: varchar({ length: 20 }),
    experienceLevel: varchar({ length: 20 }),
    runningGoals: textList(),
    availabilityDays: textList(),
    preferredTime: varchar({ length: 20 }),
    totalRuns: integer().notNull().default(0),
    averagePace: varchar({ length: 20 }),
    personalBests: jsonb(),
    authProvider: varchar({ length: 20 }).notNull().default('email'),
    stravaAthleteId: varchar({ length: 40 }),
    stravaAccessToken: text(),
    stravaRefreshToken: text(),
    stravaTokenExpiresAt: instant(),
    stravaAthlete: jsonb(),
    googleId: varchar({ length: 255 }),
    isDummyUser: boolean().notNull().default(false),
    eventsJoined: integer().notNull().default(0),
    totalDistance: integer().notNull().default(0),
    buddies: integer().notNull().default(0),
    trainingGoals: jsonb(),
    notificationPreferences: jsonb().notNull().default(DEFAULT_NOTIFICATION_PREFERENCES),
    // Runners who opt out are left out of the community heat map.
    heatmapOptOut: boolean().notNull().default(false),
    calendarFeedTokenHash: varchar({ length: 64 }),
    // The runner's language for e-mails and push (issue 12); one of LANGUAGES.
    language: varchar({ length: 5 }).notNull().default('en'),
    // Set when a moderator hides the runner: gone from every public answer (issue 12).
    hiddenAt: instant(),
    ...timestamps(),
  },
  (t) => [
    // E-mail addresses are compared case-insensitively.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_strava_athlete_idx').on(t.stravaAthleteId),
    uniqueIndex('users_google_idx').on(t.googleId),
    uniqueIndex('users_calendar_feed_idx').on(t.calendarFeedTokenHash),
    // `location` is the label of the runner's home locality (australian_locations.value): buddy search
    // joins on it, and its state gives the runner's time zone (issue 11).
    index('users_location_idx').on(t.location),
  ],
);

/** A row that belongs to a runner: deleted with their account. */
export const userIdCascade = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A runner named on a row that outlives them (author, creator): emptied when they delete their account. */
export const userIdSetNull = () => uuid().references(() => users.id, { onDelete: 'set null' });

/** Server-side sessions. `sid` is the SHA-256 of the cookie token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar({ length: 64 }).primaryKey(),
    sess: jsonb().notNull(),
    expire: instant().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: identityId(),
    userId: userIdCascade(),
    email: varchar({ length: 255 }).notNull(),
    // SHA-256 of the token sent by e-mail.
    verificationToken: varchar({ length: 64 }).notNull().unique(),
    purpose: varchar({ length: 20 }).notNull().default('verify'),
    isVerified: boolean().notNull().default(false),
    verifiedAt: instant(),
    expiresAt: instant().notNull(),
    ...timestamps(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

export const userGoals = pgTable(
  'user_goals',
  {
    id: identityId(),
    userId: userIdCascade(),
    eventName: varchar({ length: 200 }).notNull(),
    eventDate: date({ mode: 'string' }),
    targetTime: varchar({ length: 20 }),
    distance: varchar({ length: 30 }).notNull(),
    difficulty: varchar({ length: 20 }).notNull().default('intermediate'),
    status: varchar({ length: 20 }).notNull().default('active'),
    notes: text(),
    ...timestamps(),
  },
  (t) => [index('user_goals_user_idx').on(t.userId)],
);
