import {
  apiErrorSchema,
  notificationIdParamsSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '@stride/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { events, notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../auth/auth.plugin.ts';

const LIST_LIMIT = 100;

/** Notifications with the title and date of the event each is about. */
async function readNotifications(db: Db, where: SQL | undefined, limit = LIST_LIMIT) {
  const rows = await db
    .select({ n: notifications, title: events.title, date: events.date })
    .from(notifications)
    .leftJoin(events, eq(events.id, notifications.eventId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(({ n, title, date }) => ({
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    eventId: n.eventId,
    event: title !== null && date !== null ? { title, date } : null,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
  }));
}

/** The signed-in runner's notifications (newest first) for the bell and the Alerts tab. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in runner's notifications, newest first",
        response: { 200: z.array(notificationSchema), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return readNotifications(db, eq(notifications.userId, user.id));
    },
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read or unread',
        params: notificationIdParamsSchema,
        body: notificationUpdateSchema,
        response: { 200: notificationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [row] = await db
        .update(notifications)
        .set({ isRead: request.body.isRead })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, user.id)))
        .returning({ id: notifications.id });
      // Someone else's notification is reported exactly like a missing one.
      if (!row) throw notFound('Notification not found');
      const [updated] = await readNotifications(db, eq(notifications.id, row.id), 1);
      return updated!;
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification of the signed-in runner read',
        response: { 200: z.object({ updated: z.number().int() }), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.userId, user.id), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return { updated: rows.length };
    },
  );
};
