import {
  apiErrorSchema,
  createGoalSchema,
  goalIdParamsSchema,
  goalResponseSchema,
  updateGoalSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 404);

/** The signed-in runner's training goals (goals.service.ts); someone else's goal is a 404. */
export const goalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { goals } = app.services;
  const tags = ['goals'];

  app.get(
    '/api/goals',
    {
      schema: {
        tags,
        summary: "The signed-in runner's training goals",
        response: { 200: z.array(goalResponseSchema), 401: apiErrorSchema },
      },
    },
    async (request) => goals.list(requireUser(request).id),
  );

  app.post(
    '/api/goals',
    {
      schema: {
        tags,
        summary: 'Adds a training goal (target time as H:MM:SS)',
        body: createGoalSchema,
        response: { 201: goalResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await goals.create(requireUser(request).id, request.body)),
  );

  app.get(
    '/api/goals/:id',
    {
      schema: {
        tags,
        summary: 'One of the runner’s goals',
        params: goalIdParamsSchema,
        response: { 200: goalResponseSchema, ...errors },
      },
    },
    async (request) => goals.get(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/api/goals/:id',
    {
      schema: {
        tags,
        summary: 'Changes a goal: any field, or its status (active, completed, paused, cancelled)',
        params: goalIdParamsSchema,
        body: updateGoalSchema,
        response: { 200: goalResponseSchema, ...errors },
      },
    },
    async (request) => goals.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/goals/:id',
    {
      schema: {
        tags,
        summary: 'Removes a goal (plans built for it stay, without the link)',
        params: goalIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await goals.remove(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
