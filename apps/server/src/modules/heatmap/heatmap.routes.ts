import { heatmapAnswerSchema, heatmapTileSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { sendReadyJson } from '../../lib/ready-json.ts';
import { heatmapTileLimit } from './heatmap-limit.ts';
import { HEATMAP_TTL_MS } from './heatmap.service.ts';

/** The community heat map: public, anonymous counts only (never ids or names), one tile at a time. */
export const heatmapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { heatmap } = app.services;
  app.get(
    '/api/heatmap/tiles/:z/:x/:y',
    {
      config: heatmapTileLimit(),
      schema: {
        tags: ['heatmap'],
        summary:
          'Runners per H3 cell in one map tile (z/x/y): resolution-8 areas under 5 distinct runners left out at every zoom, coarser cells sum the rest',
        params: heatmapTileSchema,
        response: { 200: heatmapAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // The same for everyone: browsers (and any shared cache) may keep it as long as the server does.
      reply.header('cache-control', `public, max-age=${HEATMAP_TTL_MS / 1000}`);
      return sendReadyJson(reply, await heatmap.tile(request.params));
    },
  );
};
