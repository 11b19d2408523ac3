import {
  apiErrorSchema,
  stravaWebhookAckSchema,
  stravaWebhookChallengeQuerySchema,
  stravaWebhookChallengeResponseSchema,
  stravaWebhookEventSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Strava's Webhook Events callback. Strava's servers call it, not a browser: no session, no same-origin
 * check (`calledByOtherServices`), and nothing an event says is trusted on its own (the service
 * checks with Strava before deleting anything).
 */
export const stravaWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stravaWebhook } = app.services;

  app.get(
    '/api/strava/webhook',
    {
      schema: {
        tags: ['strava'],
        summary:
          "Strava's push-subscription validation: echoes hub.challenge when hub.verify_token is STRAVA_WEBHOOK_VERIFY_TOKEN",
        querystring: stravaWebhookChallengeQuerySchema,
        response: { 200: stravaWebhookChallengeResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      stravaWebhook.challenge(request.query['hub.verify_token'], request.query['hub.challenge']),
  );

  app.post(
    '/api/strava/webhook',
    {
      config: { calledByOtherServices: true },
      schema: {
        tags: ['strava'],
        summary:
          'Strava webhook events: an athlete revoking Stride queues a check with Strava, then removes their tokens and club imports; activity events are ignored',
        body: stravaWebhookEventSchema,
        response: { 200: stravaWebhookAckSchema, 400: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      await stravaWebhook.receive(request.body);
      return { received: true as const };
    },
  );
};
