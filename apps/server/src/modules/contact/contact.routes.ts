import { apiErrorSchema, contactMessageSchema } from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeLimit } from '../../lib/route-limit.ts';

/** /contact form (contact.service.ts). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app.services;

  app.post(
    '/api/contact',
    {
      config: routeLimit(5, 60 * 60_000, 'contact.tooManyMessages'),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Stride team',
        body: contactMessageSchema,
        response: { 201: z.object({ id: z.number().int() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await contact.send(request.body, request.user?.id ?? null)),
  );
};
