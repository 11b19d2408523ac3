import { boolean, index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
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
    title: varchar({ length: 200 }).notNull(),
    message: text().notNull(),
    isRead: boolean().notNull().default(false),
    scheduledFor: instant(),
    sentAt: instant(),
    createdAt: instantNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
