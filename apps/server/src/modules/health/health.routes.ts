import { healthSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const databaseOk = await app.database.ping();
      const body = {
        status: databaseOk ? ('ok' as const) : ('degraded' as const),
        database: databaseOk ? ('ok' as const) : ('unavailable' as const),
        engine: app.database.engine,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(databaseOk ? 200 : 503).send(body);
    },
  );
};
