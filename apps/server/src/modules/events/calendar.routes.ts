import { apiErrorSchema, calendarFeedSchema, idParamsSchema, runnerStatsSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/index.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calendar } = app.services;

  app.get(
    '/api/events/:id.ics',
    {
      schema: {
        tags: ['events'],
        summary: 'One event as an iCalendar file',
        params: idParamsSchema,
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await calendar.eventFile(request.params.id);
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(body);
    },
  );

  app.post(
    '/api/users/me/calendar-feed',
    {
      schema: {
        tags: ['events'],
        summary: 'Create (or replace) my private calendar feed URL; the old URL stops working',
        response: { 200: calendarFeedSchema, 401: apiErrorSchema },
      },
    },
    async (request) => calendar.createFeed(requireUser(request).id),
  );

  app.delete(
    '/api/users/me/calendar-feed',
    {
      schema: {
        tags: ['events'],
        summary: 'Revoke my calendar feed URL',
        response: { 204: z.null(), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await calendar.revokeFeed(requireUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        tags: ['events'],
        summary:
          'Private feed: every event the runner created or joined (cancelled ones as STATUS:CANCELLED)',
        params: z.object({ token: z.string().regex(/^[\w-]{20,100}$/) }),
        response: { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .type(ICS_TYPE)
        .header('cache-control', 'private, max-age=300')
        .send(await calendar.feed(request.params.token)),
  );

  app.get(
    '/api/users/me/stats',
    {
      schema: {
        tags: ['events'],
        summary: 'Events joined, total km and this month, from attendance of past events',
        response: { 200: runnerStatsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => calendar.stats(requireUser(request).id),
  );
};
