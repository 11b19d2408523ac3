import { createReadStream } from 'node:fs';
import {
  createRunclubSchema,
  idParamsSchema,
  listRunclubsQuerySchema,
  memberParamsSchema,
  memberRoleSchema,
  membershipResultSchema,
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

const errors = errorResponses(400, 401, 403, 404, 409);

export const runclubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runclubs } = app.services;
  // A successful write (create, edit, archive, logo, join, leave, roles) can change search answers.
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

  app.post(
    '/api/runclubs/:id/logo',
    {
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['runclubs'],
        summary: "Upload the club's logo (JPEG, PNG or WebP up to 5 MB, raw body; owner or admins)",
        params: idParamsSchema,
        response: { 200: runclubDetailSchema, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) =>
      runclubs.uploadLogo(
        requireUser(request).id,
        request.params.id,
        request.headers['content-type'],
        request.body,
      ),
  );

  app.get(
    '/api/uploads/club-logos/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const file = await runclubs.logoFile(request.params.file);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );

  app.post(
    '/api/runclubs/:id/join',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'Join a club as a member',
        params: idParamsSchema,
        response: { 200: membershipResultSchema, ...errors },
      },
    },
    async (request) => runclubs.join(requireUser(request).id, request.params.id),
  );

  app.delete(
    '/api/runclubs/:id/leave',
    {
      schema: {
        tags: ['runclubs'],
        summary: 'Leave a club (the owner hands ownership over first)',
        params: idParamsSchema,
        response: { 200: membershipResultSchema, ...errors },
      },
    },
    async (request) => runclubs.leave(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/api/runclubs/:id/members/:userId',
    {
      schema: {
        tags: ['runclubs'],
        summary: "Set a member's role (owner only); role owner hands the club over",
        params: memberParamsSchema,
        body: memberRoleSchema,
        response: { 200: runclubDetailSchema, ...errors },
      },
    },
    async (request) =>
      runclubs.changeRole(
        requireUser(request).id,
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
  );
};
