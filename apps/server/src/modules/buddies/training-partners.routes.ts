import { runInviteSchema, trainingPartnerListSchema, uuidParamsSchema } from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Training partners: buddies and runners met at the same runs, and invites to upcoming runs. */
export const trainingPartnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trainingPartners } = app.services;
  const tags = ['buddies'];

  app.get(
    '/api/training-partners',
    {
      schema: {
        tags,
        summary: 'Accepted buddies and runners you ran with (how often, when last), and your upcoming runs',
        response: { 200: trainingPartnerListSchema, ...errors },
      },
    },
    async (request) => trainingPartners.list(requireUser(request).id),
  );

  app.post(
    '/api/training-partners/:id/invite',
    {
      schema: {
        tags,
        summary: 'Invite a buddy or training partner to one of your upcoming runs',
        params: uuidParamsSchema,
        body: runInviteSchema,
        response: { 202: z.object({ invited: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await trainingPartners.invite(requireUser(request).id, request.params.id, request.body.eventId);
      return reply.code(202).send({ invited: true });
    },
  );
};
