import { notificationSettingsSchema, notificationSettingsUpdateSchema } from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';

/** The signed-in runner's notification settings (issue 11). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notificationSettings } = app.services;
  const errors = errorResponses(400, 401, 404);

  app.get(
    '/api/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in runner's notification settings (the spec's defaults until changed)",
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => notificationSettings.get(requireUser(request).id),
  );

  // PUT takes any subset, nested objects too; what is left out keeps its stored value.
  app.put(
    '/api/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Change notification settings',
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => notificationSettings.update(requireUser(request).id, request.body),
  );

  app.post(
    '/api/notification-settings/test',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Send the signed-in runner a test notification (in-app and by web push)',
        response: { 202: z.object({ queued: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await notificationSettings.sendTest(requireUser(request).id);
      return reply.code(202).send({ queued: true });
    },
  );
};
