import {
  apiErrorSchema,
  emailUnsubscribeBodySchema,
  emailUnsubscribeQuerySchema,
  emailUnsubscribeResultSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
} from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { oneClickScope } from '../../lib/one-click-form.ts';
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

  // Opening a notice e-mail's List-Unsubscribe URL in a browser never unsubscribes (link scanners GET
  // it): it leads to the page that asks for one click.
  app.get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: "A notice e-mail's unsubscribe URL opened in a browser: redirects to the page that asks",
        querystring: emailUnsubscribeQuerySchema,
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.redirect(`/email-unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  await app.register(
    oneClickScope((oneClick) => {
      oneClick.withTypeProvider<ZodTypeProvider>().post(
        '/api/notifications/unsubscribe',
        {
          // RFC 8058's POST comes from the mailbox provider's servers, with no cookie and no Origin, and
          // must unsubscribe at once: exempt from the same-origin check (decision 0012). The signed
          // token is the only authority; it names one runner and one kind of e-mail, and can only turn
          // that kind off.
          config: { calledByOtherServices: true },
          schema: {
            tags: ['notifications'],
            summary:
              'RFC 8058 one-click unsubscribe from one kind of notice e-mail (the List-Unsubscribe URL of every notice, reminder and digest e-mail)',
            consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
            querystring: emailUnsubscribeQuerySchema,
            body: emailUnsubscribeBodySchema,
            response: { 200: emailUnsubscribeResultSchema, ...errorResponses(400, 404, 413, 415) },
          },
        },
        async (request) => notificationSettings.unsubscribeEmail(request.query.token),
      );
    }),
  );
};
