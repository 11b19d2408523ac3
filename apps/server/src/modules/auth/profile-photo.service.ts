import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { CurrentUser } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { notFound, unsupportedMediaType, validationError } from '../../lib/errors.ts';
import type { AuthService } from './auth.service.ts';
import { replaceProfileImage } from './users.repository.ts';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_SIZE_PX = 512;
export const AVATAR_URL = '/api/uploads/avatars/';
const FILE_PATTERN = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

/**
 * Profile photos: decoded and re-encoded by sharp (which drops metadata such as GPS) to a 512×512
 * WebP under DATA_DIR/uploads/avatars; the runner's previous photo file is deleted.
 */
export class ProfilePhotoService {
  readonly #dir: string;

  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    dataDir: string,
  ) {
    this.#dir = path.resolve(dataDir, 'uploads', 'avatars');
  }

  /** Stores the new photo and answers the runner as they are now. */
  async upload(userId: string, contentType: string | undefined, body: unknown): Promise<CurrentUser> {
    const type = (contentType ?? '').split(';')[0]!.trim();
    if (!PHOTO_TYPES.includes(type) || !Buffer.isBuffer(body)) {
      throw unsupportedMediaType('Upload a JPEG, PNG or WebP image');
    }
    let image: Buffer;
    try {
      const meta = await sharp(body).metadata();
      if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error('format');
      image = await sharp(body, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw validationError('That file is not a JPEG, PNG or WebP image we can read');
    }
    await mkdir(this.#dir, { recursive: true });
    const file = `${userId}-${randomBytes(8).toString('hex')}.webp`;
    await writeFile(path.join(this.#dir, file), image);
    const before = await replaceProfileImage(this.db, userId, `${AVATAR_URL}${file}`);
    const old = before?.startsWith(AVATAR_URL) ? before.slice(AVATAR_URL.length) : undefined;
    if (old && FILE_PATTERN.test(old)) await unlink(path.join(this.#dir, old)).catch(() => undefined);
    return this.auth.currentUser(userId);
  }

  /** Deletes every photo file the runner ever uploaded (account deletion). */
  async deleteAll(userId: string): Promise<void> {
    const names = await readdir(this.#dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n.startsWith(`${userId}-`) && FILE_PATTERN.test(n))
        .map((n) => unlink(path.join(this.#dir, n)).catch(() => undefined)),
    );
  }

  /** The stored file for a photo URL's file name; 404 for anything else. */
  async file(name: string): Promise<string> {
    if (!FILE_PATTERN.test(name)) throw notFound('No such photo');
    const full = path.join(this.#dir, name);
    if (!(await stat(full).catch(() => null))) throw notFound('No such photo');
    return full;
  }
}
