import {
  idParamsSchema,
  linkStravaClubSchema,
  stravaClubOptionSchema,
  stravaClubSyncSchema,
  stravaSyncResultSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 403, 404, 429);

export const stravaClubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { stravaSync, oauth } = app.services;

  app.get(
    '/api/strava/clubs',
    {
      schema: {
        tags: ['strava'],
        summary:
          "The signed-in runner's Strava clubs with Strava's admin flag (needs a linked Strava account)",
        response: { 200: z.array(stravaClubOptionSchema), ...errors },
      },
    },
    async (request) => stravaSync.clubsOf(requireUser(request).id),
  );

  app.put(
    '/api/runclubs/:id/strava',
    {
      schema: {
        tags: ['strava'],
        summary:
          'Link the club to a Strava club the caller administers (club owner or admins); a sync is queued',
        params: idParamsSchema,
        body: linkStravaClubSchema,
        response: { 200: stravaClubSyncSchema, ...errors },
      },
    },
    async (request) => stravaSync.link(requireUser(request).id, request.params.id, request.body.stravaClubId),
  );

  app.get(
    '/api/runclubs/:id/strava',
    {
      schema: {
        tags: ['strava'],
        summary:
          "The club's Strava link: last sync, counts and last error, or null when not linked (club owner or admins)",
        params: idParamsSchema,
        response: { 200: stravaClubSyncSchema.nullable(), ...errors },
      },
    },
    async (request) => stravaSync.status(requireUser(request).id, request.params.id),
  );

  app.post(
    '/api/runclubs/:id/strava/sync',
    {
      schema: {
        tags: ['strava'],
        summary: "Import the Strava club's group runs now (club owner or admins)",
        params: idParamsSchema,
        response: { 200: stravaSyncResultSchema, ...errors },
      },
    },
    async (request) => stravaSync.syncNow(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/api/strava/connection',
    {
      schema: {
        tags: ['strava'],
        summary:
          "Disconnect Strava: Stride's access is revoked and every club event imported through this runner is deleted",
        response: { 200: z.object({ deletedEvents: z.number() }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const deletedEvents = await stravaSync.forgetRunner(userId);
      await oauth.disconnectStrava(userId);
      return { deletedEvents };
    },
  );
};
