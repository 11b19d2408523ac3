import {
  apiErrorSchema,
  createPlanRequestSchema,
  feedbackResultSchema,
  planCheckInInputSchema,
  planCheckInResultSchema,
  planPreviewSchema,
  trainingAdjustmentSchema,
  trainingPlanIdParamsSchema,
  trainingPlanSchema,
  trainingPlanSummarySchema,
  trainingPlanTemplateSchema,
  trainingStatsSchema,
  updateTrainingPlanSchema,
  workoutFeedbackBodySchema,
  workoutParamsSchema,
} from '@stride/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 404);
const params = trainingPlanIdParamsSchema;

/** Training plans (training-plans.service.ts): only the owner sees or changes a plan; others get 404. */
export const trainingPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const { trainingPlans } = app.services;
  const tags = ['training'];

  app.get(
    '/api/training-plans',
    {
      schema: {
        tags,
        summary: "The signed-in runner's training plans",
        response: { 200: z.array(trainingPlanSummarySchema), 401: apiErrorSchema },
      },
    },
    async (request) => trainingPlans.list(requireUser(request).id),
  );

  app.get(
    '/api/training-plan-templates',
    {
      schema: {
        tags,
        summary: 'Plan templates to start from',
        response: { 200: z.array(trainingPlanTemplateSchema) },
      },
    },
    async () => trainingPlans.templates(),
  );

  app.post(
    '/api/training-plans/preview',
    {
      schema: {
        tags,
        summary: 'The weeks a plan would have, from the same answers as creating one; nothing is saved',
        body: createPlanRequestSchema,
        response: { 200: planPreviewSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => trainingPlans.preview(requireUser(request).id, request.body),
  );

  app.post(
    '/api/training-plans',
    {
      schema: {
        tags,
        summary:
          "Builds a plan from the runner's answers (or a template) and saves it; 409 while another is in progress unless replaceActive",
        body: createPlanRequestSchema,
        response: { 201: trainingPlanSchema, 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await trainingPlans.create(requireUser(request).id, request.body)),
  );

  app.get(
    '/api/training-plans/:id',
    {
      schema: {
        tags,
        summary: 'One plan with its weeks, workouts and paces',
        params,
        response: { 200: trainingPlanSchema, ...errors },
      },
    },
    async (request) => trainingPlans.get(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/api/training-plans/:id',
    {
      schema: {
        tags,
        summary: 'Pause, resume, complete or cancel a plan, or move it to other run days',
        params,
        body: updateTrainingPlanSchema,
        response: { 200: trainingPlanSchema, ...errors },
      },
    },
    async (request) => trainingPlans.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/training-plans/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a plan with its workout reports and adjustments',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await trainingPlans.remove(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/training-plans/:id/workouts/:workoutId/feedback',
    {
      schema: {
        tags,
        summary: 'Reports a workout (its id is its date): marks it done and may adapt the plan',
        params: workoutParamsSchema,
        body: workoutFeedbackBodySchema,
        response: { 200: feedbackResultSchema, ...errors },
      },
    },
    async (request) =>
      trainingPlans.feedback(
        requireUser(request).id,
        request.params.id,
        request.params.workoutId,
        request.body,
      ),
  );

  app.post(
    '/api/training-plans/:id/check-in',
    {
      schema: {
        tags,
        summary: 'How the runner feels (fine, tired, sick, injured, travelling): reshapes the days ahead',
        params,
        body: planCheckInInputSchema,
        response: { 200: planCheckInResultSchema, ...errors },
      },
    },
    async (request) => trainingPlans.checkIn(requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/api/training-plans/:id/stats',
    {
      schema: {
        tags,
        summary: 'Runs completed, distance, time, average pace, completion rate, planned vs done a week',
        params,
        response: { 200: trainingStatsSchema, ...errors },
      },
    },
    async (request) => trainingPlans.stats(requireUser(request).id, request.params.id),
  );

  app.get(
    '/api/training-plans/:id/adjustments',
    {
      schema: {
        tags,
        summary: 'The changes the plan made to itself, newest first, with the reason',
        params,
        response: { 200: z.array(trainingAdjustmentSchema), ...errors },
      },
    },
    async (request) => trainingPlans.adjustments(requireUser(request).id, request.params.id),
  );
};
