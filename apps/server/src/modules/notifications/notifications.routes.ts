import {
  apiErrorSchema,
  idParamsSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';

/** The signed-in runner's notifications (newest first) for the bell and the Alerts tab. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in runner's notifications, newest first",
        response: { 200: z.array(notificationSchema), 401: apiErrorSchema },
      },
    },
    async (request) => notifications.list(requireUser(request).id),
  );

  app.patch(
    '/api/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read or unread',
        params: idParamsSchema,
        body: notificationUpdateSchema,
        response: { 200: notificationSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      notifications.markRead(requireUser(request).id, request.params.id, request.body.isRead),
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
    async (request) => notifications.markAllRead(requireUser(request).id),
  );
};
