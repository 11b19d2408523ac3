import {
  apiErrorSchema,
  newsletterResultSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeLimit } from '../../lib/route-limit.ts';

/** Footer newsletter sign-up and the unsubscribe link from its e-mails (newsletter.service.ts). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;

  app.post(
    '/api/newsletter/subscribe',
    {
      config: routeLimit(5, 10 * 60_000),
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the Stride newsletter',
        body: newsletterSubscribeSchema,
        response: { 200: newsletterResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => newsletter.subscribe(request.body.email, request.user?.id ?? null),
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: routeLimit(20, 10 * 60_000),
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from a newsletter e-mail',
        body: newsletterUnsubscribeSchema,
        response: { 200: newsletterResultSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => newsletter.unsubscribe(request.body.token),
  );
};
