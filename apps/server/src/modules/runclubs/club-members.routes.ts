import {
  idParamsSchema,
  memberParamsSchema,
  memberRoleSchema,
  membershipResultSchema,
  runclubDetailSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A club's members: joining, leaving, and the roles its owner gives. */
export const clubMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runclubs } = app.services;

  app.post(
    '/api/runclubs/:id/join',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'Join a club as a member',
        params: idParamsSchema,
        response: { 200: membershipResultSchema, ...errors },
      },
    },
    async (request) => runclubs.join(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/api/runclubs/:id/leave',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'Leave a club (the owner hands ownership over first)',
        params: idParamsSchema,
        response: { 200: membershipResultSchema, ...errors },
      },
    },
    async (request) => runclubs.leave(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/api/runclubs/:id/members/:userId',
    {
      schema: {
        tags: ['runclubs'],
        summary: "Set a member's role (owner only); role owner hands the club over",
        params: memberParamsSchema,
        body: memberRoleSchema,
        response: { 200: runclubDetailSchema, ...errors },
      },
    },
    async (request) =>
      runclubs.changeRole(
        requireUser(request).id,
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
  );
};
