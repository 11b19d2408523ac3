import {
  attendanceResultSchema,
  attendanceUpdateSchema,
  idParamsSchema,
  joinEventSchema,
} from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';
import { eventIdParams } from './events.routes.ts';

const response = {
  200: attendanceResultSchema,
  ...errorResponses(400, 401, 403, 404, 409),
};

export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { attendance: service } = app.services;

  app.post(
    '/api/events/:id/join',
    {
      schema: {
        tags: ['events'],
        summary:
          "Take a place, in `paceGroupId` when the event has pace groups (naming another group changes group); 409 event_full 'Event Full' or 'This pace group is full' when none is left",
        params: eventIdParams,
        body: joinEventSchema,
        response,
      },
    },
    async (request) => service.join(request.params.id, requireUser(request).id, request.body?.paceGroupId),
  );

  app.post(
    '/api/events/:id/waitlist',
    {
      schema: {
        tags: ['events'],
        summary: 'Join the waitlist of a full event or pace group (`paceGroupId`); answers the position',
        params: eventIdParams,
        body: joinEventSchema,
        response,
      },
    },
    async (request) =>
      service.joinWaitlist(request.params.id, requireUser(request).id, request.body?.paceGroupId),
  );

  app.delete(
    '/api/events/:id/leave',
    {
      schema: {
        tags: ['events'],
        summary:
          'Give up a place (or a waitlist spot); the first waiting runner is promoted. The host cannot (403)',
        params: eventIdParams,
        response,
      },
    },
    async (request) => service.leave(request.params.id, requireUser(request).id),
  );

  app.patch(
    '/api/events/:id/attendance',
    {
      schema: {
        tags: ['events'],
        summary: 'Set interested, attending, maybe or not_attending (not_attending frees the place)',
        params: eventIdParams,
        body: attendanceUpdateSchema,
        response,
      },
    },
    async (request) =>
      service.setStatus(request.params.id, requireUser(request).id, request.body.attendanceStatus),
  );

  app.delete(
    '/api/events/:id/participants/:userId',
    {
      schema: {
        tags: ['events'],
        summary:
          "Take a runner off a run that has not started: its host, or a club run's owner and admins (403 for anyone else). The runner is told and cannot join it again",
        params: idParamsSchema.extend({ userId: z.uuid({ error: 'social.runnerNotFound' }) }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, requireUser(request).id, request.params.userId);
      return reply.code(204).send(null);
    },
  );
};
