import { languageInputSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from './auth.plugin.ts';

const errors = errorResponses(400, 401, 403, 429);

/** The runner's language for e-mails and push (their profile is the profile module's). */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.put(
    '/api/users/me/language',
    {
      schema: {
        tags: ['auth'],
        summary: "The runner's language for e-mails and push (one of the 8)",
        body: languageInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.setLanguage(requireUser(request).id, request.body.language);
      return reply.code(204).send(null);
    },
  );
};
