import {
  apiErrorSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/index.ts';

/** Web push: the VAPID public key browsers subscribe with, and the runner's subscriptions. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push } = app.services;

  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: "The VAPID public key for PushManager.subscribe's applicationServerKey",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: await push.publicKey() }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: "Save this browser's PushSubscription for the signed-in runner",
        body: pushSubscriptionSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await push.subscribe(requireUser(request).id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: "Forget this browser's subscription",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(requireUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
