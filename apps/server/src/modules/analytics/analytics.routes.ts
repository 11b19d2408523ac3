import { clientConfigSchema, pageViewSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { routeLimit } from '../../lib/route-limit.ts';

/** Page views (analytics.service.ts) and the hint the web app reads first. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { analytics } = app.services;

  app.post(
    '/api/analytics/pageview',
    {
      config: routeLimit(120, 60_000),
      schema: {
        tags: ['analytics'],
        summary: 'Report one page view',
        body: pageViewSchema,
        response: {
          204: z.null().describe('Counted'),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      await analytics.recordView(request.headers['user-agent'], request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Signed-in hint and public settings the web app reads first',
        response: { 200: clientConfigSchema },
      },
    },
    async (request, reply) => {
      // Depends on the session cookie, so never shared by caches.
      reply.header('cache-control', 'private, no-store');
      return {
        signedIn: request.user !== null,
        analyticsId: app.config.analyticsId ?? null,
        mapTileUrl: app.config.mapTileUrl,
        mapTileAttribution: app.config.mapTileAttribution,
      };
    },
  );
};
