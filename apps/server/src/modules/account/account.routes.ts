import {
  ACCOUNT_MESSAGES,
  accountExportSchema,
  codedText,
  deleteAccountSchema,
  messageResponseSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { clearSessionCookie, requireUser } from '../auth/index.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.services;

  app.get(
    '/api/users/me/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything Stride holds about the signed-in runner, as a JSON download',
        response: { 200: accountExportSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const data = await account.export(requireUser(request));
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('content-disposition', `attachment; filename="stride-export-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/users/me',
    {
      schema: {
        tags: ['account'],
        summary: 'Delete the account and its personal data (password, or a sign-in in the last 10 minutes)',
        body: deleteAccountSchema,
        response: {
          200: messageResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      await account.delete(requireUser(request), request.body.password);
      clearSessionCookie(app, reply);
      return { success: true, ...codedText(ACCOUNT_MESSAGES.deleted) };
    },
  );
};
