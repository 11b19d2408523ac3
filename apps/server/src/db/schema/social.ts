import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/* Issue 11: notification settings, web push, reminders, running buddies and blocking. */

/** SPEC section 3, user_notification_settings; a runner with no row has the spec's defaults. */
export const userNotificationSettings = pgTable('user_notification_settings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailReminders: boolean().notNull().default(true),
  browserNotifications: boolean().notNull().default(true),
  reminderHours: smallint().notNull().default(24),
  attendanceReminders: boolean().notNull().default(true),
  eventUpdates: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A browser's PushSubscription; the endpoint is unique (a browser re-subscribing moves it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: varchar({ length: 200 }).notNull(),
    auth: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One row per reminder sent: a runner is reminded once per event start. The reminder job inserts it
 * in the transaction that writes the notice, so a job run twice (a restart, two instances) sends once.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.startsAt] })],
);

/** Stored secrets of this installation shared by every instance (the VAPID key pair). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 60 }).primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** SPEC section 3, buddy_preferences; a runner appears to others only once they have a row with isActive. */
export const buddyPreferences = pgTable('buddy_preferences', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  maxDistance: integer().notNull().default(25),
  ageRangeMin: smallint().notNull().default(18),
  ageRangeMax: smallint().notNull().default(65),
  paceFlexibility: varchar({ length: 10 }).notNull().default('moderate'),
  experienceLevelPreference: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  genderPreference: varchar({ length: 20 }).notNull().default('any'),
  communicationStyle: varchar({ length: 10 }).notNull().default('any'),
  runningGoalAlignment: boolean().notNull().default(true),
  scheduleFlexibility: varchar({ length: 10 }).notNull().default('moderate'),
  isActive: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** SPEC section 3, buddy_matches: a request from one runner to another and what became of it. */
export const buddyMatches = pgTable(
  'buddy_matches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requesterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar({ length: 10 }).notNull().default('pending'),
    compatibilityScore: smallint(),
    message: varchar({ length: 500 }),
    matchedAt: timestamp({ withTimezone: true }),
    respondedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open (pending or accepted) pairing per two runners, whoever asked: a second request is a 409.
    uniqueIndex('buddy_matches_open_pair_idx')
      .on(sql`least(${t.requesterId}, ${t.recipientId})`, sql`greatest(${t.requesterId}, ${t.recipientId})`)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('buddy_matches_requester_idx').on(t.requesterId),
    index('buddy_matches_recipient_idx').on(t.recipientId),
  ],
);

/** A runner blocking another: no requests from them, not in each other's suggestions, comments hidden. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
