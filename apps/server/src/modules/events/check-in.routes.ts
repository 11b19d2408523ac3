import {
  attendanceRosterSchema,
  checkInCodeSchema,
  checkInInputSchema,
  presenceInputSchema,
  presenceParamsSchema,
  presenceResultSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';
import { eventIdParams } from './events.routes.ts';

/** Attendance (issue 29): the roster, a manager's marks, the check-in code and runners' check-ins. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkIn: service } = app.services;

  app.get(
    '/api/events/:id/attendance',
    {
      schema: {
        tags: ['events'],
        summary:
          "The run's roster for taking attendance: each runner holding a place, their pace group, whether they were marked, and their no-shows on the same host's runs (the run's managers only)",
        params: eventIdParams,
        response: { 200: attendanceRosterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.roster(requireUser(request).id, request.params.id),
  );

  app.put(
    '/api/events/:id/attendance/:userId',
    {
      schema: {
        tags: ['events'],
        summary:
          "Mark a runner holding a place present or absent, from 30 minutes before the run until 3 hours after it starts: its host, or a club run's owner and admins",
        params: presenceParamsSchema,
        body: presenceInputSchema,
        response: { 200: presenceResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      service.mark(requireUser(request).id, request.params.id, request.params.userId, request.body.present),
  );

  app.get(
    '/api/events/:id/check-in-code',
    {
      schema: {
        tags: ['events'],
        summary:
          "The run's 4-digit check-in code and the link its QR code opens, for the run's host (or a club run's owner and admins)",
        params: eventIdParams,
        response: { 200: checkInCodeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.code(requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/events/:id/check-in',
    {
      schema: {
        tags: ['events'],
        summary:
          "Check in with the run's code: runners holding a place, inside the window; a wrong code is a 400, five wrong codes in 15 minutes a 429",
        params: eventIdParams,
        body: checkInInputSchema,
        response: { 200: presenceResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => service.checkIn(requireUser(request).id, request.params.id, request.body.code),
  );
};
