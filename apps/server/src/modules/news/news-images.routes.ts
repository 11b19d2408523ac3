import { createReadStream } from 'node:fs';
import { apiErrorSchema, newsImageSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { IMAGE_MAX_BYTES } from '../../lib/images.ts';
import { canWriteNews, requireRole } from '../moderation/index.ts';

const errors = errorResponses(400, 401, 403, 404);

/** Featured images: their writers upload the raw image (parsed by newsRoutes), served as WebP. */
export const newsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { news } = app.services;

  app.post(
    '/api/news/images',
    {
      bodyLimit: IMAGE_MAX_BYTES,
      schema: {
        tags: ['news'],
        summary: 'Upload a featured image (JPEG, PNG or WebP up to 5 MB, raw body)',
        response: { 201: newsImageSchema, 413: apiErrorSchema, 415: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, canWriteNews);
      return reply
        .code(201)
        .send(await news.uploadImage(user, request.headers['content-type'], request.body));
    },
  );

  app.get(
    '/api/uploads/news/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const file = await news.imageFile(request.params.file);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};
