import { apiErrorSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from './auth.plugin.ts';

// The public view of the signed-in runner. Accounts (issue 3) widen this; secrets never appear here.
const currentUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request) => requireUser(request),
  );
};
