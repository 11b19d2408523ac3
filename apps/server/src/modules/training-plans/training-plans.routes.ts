import { apiErrorSchema, trainingPlanSummarySchema } from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.plugin.ts';

/** The signed-in runner's plans (training-plans.service.ts). */
export const trainingPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trainingPlans } = app.services;

  app.get(
    '/api/training-plans',
    {
      schema: {
        tags: ['training'],
        summary: "The signed-in runner's training plans",
        response: { 200: z.array(trainingPlanSummarySchema), 401: apiErrorSchema },
      },
    },
    async (request) => trainingPlans.list(requireUser(request).id),
  );
};
