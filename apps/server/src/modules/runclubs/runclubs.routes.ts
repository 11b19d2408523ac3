import {
  createRunclubSchema,
  idParamsSchema,
  listRunclubsQuerySchema,
  myRunclubSchema,
  runclubDetailSchema,
  runclubListSchema,
  updateRunclubSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '../../lib/images.ts';
import { requireUser } from '../auth/index.ts';
import { sendReadyJson } from '../../lib/ready-json.ts';
import { clubChallengeRoutes } from './challenges.routes.ts';
import { clubLogoRoutes } from './club-logo.routes.ts';
import { clubMemberRoutes } from './club-members.routes.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Run clubs: search and the club itself here; its logo, its members and its challenges in their own plugins. */
export const runclubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runclubs } = app.services;
  // The hook and the image parser also cover the logo and member routes: their plugins, registered
  // below, inherit both. A successful write (create, edit, archive, logo, join, leave, roles) can
  // change search answers.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      runclubs.clearSearch();
  });
  // Logos are sent as the raw image body, like profile photos (no CSRF-able form encoding).
  app.addContentTypeParser(
    IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/api/runclubs',
    {
      schema: {
        tags: ['runclubs'],
        summary:
          'Run clubs near a point (nearest first, within radiusKm) or by name, filtered by name, run day, distance and ability; cursor paging',
        querystring: listRunclubsQuerySchema,
        response: { 200: runclubListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => sendReadyJson(reply, await runclubs.list(request.query)),
  );

  app.get(
    '/api/runclubs/mine',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'The clubs the signed-in runner belongs to, with their role',
        response: { 200: z.array(myRunclubSchema), ...errorResponses(401) },
      },
    },
    async (request) => runclubs.mine(requireUser(request).id),
  );

  app.post(
    '/api/runclubs',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'Create a run club (the creator becomes its owner); location must be a listed locality',
        body: createRunclubSchema,
        response: { 201: runclubDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await runclubs.create(requireUser(request).id, request.body)),
  );

  app.get(
    '/api/runclubs/:id',
    {
      schema: {
        tags: ['runclubs'],
        summary: "A club with its members, upcoming events and the caller's role",
        params: idParamsSchema,
        response: { 200: runclubDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => runclubs.detail(request.params.id, request.user?.id),
  );

  app.patch(
    '/api/runclubs/:id',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'Edit a club (owner or admins)',
        params: idParamsSchema,
        body: updateRunclubSchema,
        response: { 200: runclubDetailSchema, ...errors },
      },
    },
    async (request) => runclubs.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/runclubs/:id',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'Archive a club (owner or admins): it leaves search and its page',
        params: idParamsSchema,
        response: { 200: z.object({ archived: z.literal(true) }), ...errors },
      },
    },
    async (request) => runclubs.archive(requireUser(request).id, request.params.id),
  );

  await app.register(clubLogoRoutes);
  await app.register(clubMemberRoutes);
  await app.register(clubChallengeRoutes);
};
