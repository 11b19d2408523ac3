import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';
import { users } from './users.ts';

/** In-app notifications (the bell); written by modules/notifications/delivery.ts only. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    // The runner a social notice is about (a buddy request's sender), so the app can name them.
    actorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 40 }).notNull(),
    title: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    scheduledFor: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Notices held for a runner's daily digest (frequency 'daily_digest'), one row per notice and channel
 * (e-mail, push). The digest job sends what is here as one e-mail and one push, then deletes the rows;
 * a notice deleted meanwhile takes its rows with it.
 */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar({ length: 10 }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    heldAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    index('notification_digest_items_user_idx').on(t.userId),
  ],
);
