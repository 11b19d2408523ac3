import {
  newsletterOverviewSchema,
  newsletterPreviewInputSchema,
  newsletterPreviewSchema,
  newsletterSendSchema,
  newsletterSentSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { canSendNewsletter, requireRole } from '../moderation/index.ts';

const errors = errorResponses(400, 401, 403);

/** The admin area's newsletter: how many addresses it would reach, a preview, sending, and what was sent. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;

  app.get(
    '/api/admin/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Confirmed subscribers and the latest newsletters sent (admins)',
        response: { 200: newsletterOverviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireRole(request, canSendNewsletter);
      reply.header('cache-control', 'no-store');
      return newsletter.overview();
    },
  );

  app.post(
    '/api/admin/newsletter/preview',
    {
      schema: {
        tags: ['newsletter'],
        summary: "A newsletter body's Markdown rendered and sanitised as subscribers will get it (admins)",
        body: newsletterPreviewInputSchema,
        response: { 200: newsletterPreviewSchema, ...errors },
      },
    },
    async (request) => {
      requireRole(request, canSendNewsletter);
      return newsletter.preview(request.body.body);
    },
  );

  app.post(
    '/api/admin/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary:
          'Send a newsletter (subject and Markdown body) to every confirmed subscriber, one queued e-mail each (admins)',
        body: newsletterSendSchema,
        response: { 201: newsletterSentSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, canSendNewsletter);
      return reply.code(201).send(await newsletter.send(user, request.body));
    },
  );
};
