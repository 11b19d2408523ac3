import { apiErrorSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Accounts are not built yet, so nobody can hold a session: every caller is anonymous.
  app.get(
    '/api/auth/user',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 401: apiErrorSchema } } },
    async () => {
      throw unauthorized();
    },
  );
};
