import { apiErrorSchema, heatmapAnswerSchema, heatmapQuerySchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendReadyJson } from '../../lib/ready-json.ts';

/** The community heat map: public, anonymous counts only (never ids or names). */
export const heatmapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { heatmap } = app.services;
  app.get(
    '/api/heatmap',
    {
      schema: {
        tags: ['heatmap'],
        summary: 'Distinct runners per H3 cell in the view (cells under 5 runners merged or hidden)',
        querystring: heatmapQuerySchema,
        response: { 200: heatmapAnswerSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return sendReadyJson(reply, await heatmap.cells(request.query));
    },
  );
};
