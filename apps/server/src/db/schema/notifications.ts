import {
  jsonb,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow } from './columns.ts';
import { events } from './events.ts';
import { userIdCascade, users } from './users.ts';

/** In-app notifications (the bell); written by modules/notifications/delivery.ts only. */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: userIdCascade(),
    eventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    // The runner a social notice is about (a buddy request's sender), so the app can name them.
    actorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 40 }).notNull(),
    // What a notice is about beyond its event, to be worded in the reader's language: an edited run's
    // changes (issue 28: "time 17:30 → 18:00"), a cancellation's message.
    details: jsonb(),
    title: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    scheduledFor: instant(),
    sentAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_event_idx').on(t.eventId),
    index('notifications_actor_idx').on(t.actorId),
  ],
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
    userId: userIdCascade(),
    heldAt: instantNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.channel] }),
    index('notification_digest_items_user_idx').on(t.userId),
  ],
);
