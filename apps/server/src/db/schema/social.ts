import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow, textList, timestamps } from './columns.ts';
import { events } from './events.ts';
import { userIdCascade } from './users.ts';

/* Issue 11: notification settings, web push, reminders, running buddies and blocking. */

/** SPEC section 3, user_notification_settings; a runner with no row has the spec's defaults. */
export const userNotificationSettings = pgTable('user_notification_settings', {
  id: identityId(),
  userId: userIdCascade().unique(),
  emailReminders: boolean().notNull().default(true),
  browserNotifications: boolean().notNull().default(true),
  reminderHours: smallint().notNull().default(24),
  attendanceReminders: boolean().notNull().default(true),
  eventUpdates: boolean().notNull().default(true),
  ...timestamps(),
});

/** A browser's PushSubscription; the endpoint is unique (a browser re-subscribing moves it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: userIdCascade(),
    endpoint: text().notNull().unique(),
    p256dh: varchar({ length: 200 }).notNull(),
    auth: varchar({ length: 100 }).notNull(),
    createdAt: instantNow(),
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
    userId: userIdCascade(),
    startsAt: instant().notNull(),
    sentAt: instantNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.startsAt] }),
    index('event_reminders_user_idx').on(t.userId),
  ],
);

/** Stored secrets of this installation shared by every instance (the VAPID key pair). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar({ length: 60 }).primaryKey(),
  value: text().notNull(),
  createdAt: instantNow(),
});

/** SPEC section 3, buddy_preferences; a runner appears to others only once they have a row with isActive. */
export const buddyPreferences = pgTable('buddy_preferences', {
  id: identityId(),
  userId: userIdCascade().unique(),
  maxDistance: integer().notNull().default(25),
  ageRangeMin: smallint().notNull().default(18),
  ageRangeMax: smallint().notNull().default(65),
  paceFlexibility: varchar({ length: 10 }).notNull().default('moderate'),
  experienceLevelPreference: textList(),
  genderPreference: varchar({ length: 20 }).notNull().default('any'),
  communicationStyle: varchar({ length: 10 }).notNull().default('any'),
  runningGoalAlignment: boolean().notNull().default(true),
  scheduleFlexibility: varchar({ length: 10 }).notNull().default('moderate'),
  isActive: boolean().notNull().default(true),
  updatedAt: instantNow(),
});

/** SPEC section 3, buddy_matches: a request from one runner to another and what became of it. */
export const buddyMatches = pgTable(
  'buddy_matches',
  {
    id: identityId(),
    requesterId: userIdCascade(),
    recipientId: userIdCascade(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    compatibilityScore: smallint(),
    message: varchar({ length: 500 }),
    matchedAt: instant(),
    respondedAt: instant(),
    createdAt: instantNow(),
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
    blockerId: userIdCascade(),
    blockedId: userIdCascade(),
    createdAt: instantNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
