import { apiErrorSchema, PLAN_STATUSES, trainingPlanSummarySchema, type PlanStatus } from '@stride/contracts';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trainingPlans } from '../../db/schema/index.ts';
import { requireUser } from '../auth/auth.plugin.ts';

const isStatus = (s: string): s is PlanStatus => (PLAN_STATUSES as readonly string[]).includes(s);

/** The signed-in runner's plans with their status; the top bar shows 'Adjust Plan' only for an active one. */
export const trainingPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/training-plans',
    {
      schema: {
        tags: ['training'],
        summary: "The signed-in runner's training plans",
        response: { 200: z.array(trainingPlanSummarySchema), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const rows = await app.database.db
        .select()
        .from(trainingPlans)
        .where(eq(trainingPlans.userId, user.id))
        .orderBy(desc(trainingPlans.createdAt), desc(trainingPlans.id));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        goal: r.goal,
        status: isStatus(r.status) ? r.status : 'cancelled',
        startDate: r.startDate,
        endDate: r.endDate,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
};
