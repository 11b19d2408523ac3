import {
  apiErrorSchema,
  notificationIdParamsSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '@stride/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../auth/auth.plugin.ts';

const LIST_LIMIT = 100;

type Row = typeof notifications.$inferSelect;
const toNotification = (r: Row) => ({
  id: r.id,
  type: r.type,
  title: r.title,
  message: r.message,
  eventId: r.eventId,
  isRead: r.isRead,
  createdAt: r.createdAt.toISOString(),
});

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
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user.id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(LIST_LIMIT);
      return rows.map(toNotification);
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
        .returning();
      // Someone else's notification is reported exactly like a missing one.
      if (!row) throw notFound('Notification not found');
      return toNotification(row);
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
