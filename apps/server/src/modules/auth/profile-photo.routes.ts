import { createReadStream } from 'node:fs';
import { currentUserSchema } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import { requireUser } from './auth.plugin.ts';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './profile-photo.service.ts';

/**
 * Profile photos are sent as the raw image body (image/jpeg, image/png or image/webp: none of these
 * can be sent cross-site without a CORS preflight, so the JSON-only CSRF rule still holds).
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profilePhotos } = app.services;
  app.addContentTypeParser(
    PHOTO_TYPES,
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/api/auth/profile/photo',
    {
      bodyLimit: PHOTO_MAX_BYTES,
      schema: {
        tags: ['auth'],
        summary: 'Upload a profile photo (JPEG, PNG or WebP up to 5 MB, raw body)',
        response: {
          200: currentUserSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
    },
    async (request) =>
      profilePhotos.upload(requireUser(request).id, request.headers['content-type'], request.body),
  );

  app.get(
    '/api/uploads/avatars/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const file = await profilePhotos.file(request.params.file);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};
