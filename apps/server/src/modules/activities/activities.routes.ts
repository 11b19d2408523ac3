import fastifyMultipart from '@fastify/multipart';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES as M,
  activityListQuerySchema,
  activityPageSchema,
  activityResultSchema,
  activitySchema,
  manualActivitySchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { AppError, badRequest, payloadTooLarge } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';

const params = z.object({ id: z.coerce.number().int().positive() });

/** A runner's runs (activities.service.ts): only the runner sees or changes them; others get 404. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activities } = app.services;
  const tags = ['activities'];
  await app.register(fastifyMultipart, {
    limits: { fileSize: ACTIVITY_LIMITS.uploadMaxBytes, files: 1, fields: 0 },
  });

  app.get(
    '/api/activities',
    {
      schema: {
        tags,
        summary: "The signed-in runner's runs, newest first, a page at a time",
        querystring: activityListQuerySchema,
        response: { 200: activityPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => activities.list(requireUser(request).id, request.query),
  );

  app.get(
    '/api/activities/:id',
    {
      schema: {
        tags,
        summary: 'One of my runs',
        params,
        response: { 200: activitySchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => activities.get(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/api/activities/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of my runs and the workout report it made',
        params,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await activities.remove(requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/activities',
    {
      schema: {
        tags,
        summary: 'Logs a run by hand (a day of the last 30): it completes that day’s workout',
        body: manualActivitySchema,
        response: { 201: activityResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await activities.addManual(requireUser(request).id, request.body)),
  );

  app.post(
    '/api/activities/upload',
    {
      schema: {
        tags,
        summary: 'Adds a run from a GPX, TCX or FIT file (multipart, field "file", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: activityResultSchema, ...errorResponses(400, 401, 409, 413) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(M.fileRequired);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw badRequest(M.fileRequired);
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw payloadTooLarge(M.fileTooLarge);
        // Only reading the form happens here: a body that is not a well-formed form has no file in it.
        if (error instanceof AppError) throw error;
        throw badRequest(M.fileRequired);
      }
      return reply.code(201).send(await activities.upload(user.id, bytes));
    },
  );
};
