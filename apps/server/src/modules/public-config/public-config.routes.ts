import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const publicConfigSchema = z.object({ mapTileUrl: z.string(), mapTileAttribution: z.string() });

/** Settings the browser needs and may see: map tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). Never secrets. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config/public',
    {
      schema: {
        tags: ['config'],
        summary: 'Public web configuration (map tile URL and attribution)',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send({
        mapTileUrl: app.config.mapTileUrl,
        mapTileAttribution: app.config.mapTileAttribution,
      }),
  );
};
