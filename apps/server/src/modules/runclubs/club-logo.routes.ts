import { createReadStream } from 'node:fs';
import { idParamsSchema, runclubDetailSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { IMAGE_MAX_BYTES } from '../../lib/images.ts';
import { requireUser } from '../auth/index.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

/** A club's logo: its owner or admins upload the raw image (parsed by runclubsRoutes), served as WebP. */
export const clubLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { runclubs } = app.services;

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
};
