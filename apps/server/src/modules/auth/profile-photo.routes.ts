import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { apiErrorSchema, currentUserSchema } from '@stride/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { requireUser } from './auth.plugin.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_SIZE_PX = 512;
const AVATAR_URL = '/api/uploads/avatars/';
const FILE_PATTERN = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

/**
 * Profile photos are sent as the raw image body (image/jpeg, image/png or image/webp: none of these
 * can be sent cross-site without a CORS preflight, so the JSON-only CSRF rule still holds), decoded
 * and re-encoded by sharp (which drops metadata such as GPS), and stored under DATA_DIR/uploads/avatars.
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = path.resolve(app.config.dataDir, 'uploads', 'avatars');
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
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim();
      if (!PHOTO_TYPES.includes(type) || !Buffer.isBuffer(request.body)) {
        throw new AppError(415, 'unsupported_media_type', 'Upload a JPEG, PNG or WebP image');
      }
      let image: Buffer;
      try {
        const meta = await sharp(request.body).metadata();
        if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error('format');
        image = await sharp(request.body, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw badRequest('That file is not a JPEG, PNG or WebP image we can read');
      }
      await mkdir(dir, { recursive: true });
      const file = `${user.id}-${randomBytes(8).toString('hex')}.webp`;
      await writeFile(path.join(dir, file), image);
      const [before] = await app.database.db
        .select({ url: users.profileImageUrl })
        .from(users)
        .where(eq(users.id, user.id));
      await app.database.db
        .update(users)
        .set({ profileImageUrl: `${AVATAR_URL}${file}`, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      const old = before?.url?.startsWith(AVATAR_URL) ? before.url.slice(AVATAR_URL.length) : undefined;
      if (old && FILE_PATTERN.test(old)) await unlink(path.join(dir, old)).catch(() => undefined);
      return app.services.auth.currentUser(user.id);
    },
  );

  app.get(
    '/api/uploads/avatars/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { file } = request.params;
      if (!FILE_PATTERN.test(file)) throw notFound('No such photo');
      const full = path.join(dir, file);
      const info = await stat(full).catch(() => null);
      if (!info) throw notFound('No such photo');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(full));
    },
  );
};
