import { randomBytes } from 'node:crypto';
import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { notFound, unsupportedMediaType, validationError } from './errors.ts';

/** Image uploads Stride accepts (profile photos, club logos, news images): raw bodies of these types. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageSize {
  width: number;
  height: number;
  /** cover crops to exactly this size; inside keeps the whole picture within it. */
  fit: 'cover' | 'inside';
}

/**
 * The one upload pipeline (GUIDE: images): checks the declared type and what the bytes really are, then
 * decodes and re-encodes to WebP with sharp, which drops metadata such as GPS. Never serve an upload
 * as it came.
 */
export async function reencodeImage(
  contentType: string | undefined,
  body: unknown,
  size: ImageSize,
): Promise<Buffer> {
  const type = (contentType ?? '').split(';')[0]!.trim();
  if (!IMAGE_TYPES.includes(type) || !Buffer.isBuffer(body)) {
    throw unsupportedMediaType('uploads.imageType');
  }
  try {
    const meta = await sharp(body).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error('format');
    return await sharp(body, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw validationError('uploads.imageUnreadable');
  }
}

const FILE_PATTERN = /^[0-9a-z-]{1,40}-[0-9a-f]{16}\.webp$/;

/**
 * One folder of uploaded images under DATA_DIR/uploads: each upload goes through `reencodeImage` to a
 * square WebP, so a file is never served as it came. Files are named `<owner>-<random>.webp` and served from `urlPrefix`.
 */
export class ImageStore {
  readonly #dir: string;

  constructor(
    dataDir: string,
    folder: string,
    readonly urlPrefix: string,
    private readonly sizePx: number,
  ) {
    this.#dir = path.resolve(dataDir, 'uploads', folder);
  }

  /** Checks and re-encodes the upload and stores it; answers its URL. */
  async save(owner: string, contentType: string | undefined, body: unknown): Promise<string> {
    const image = await reencodeImage(contentType, body, {
      width: this.sizePx,
      height: this.sizePx,
      fit: 'cover',
    });
    await mkdir(this.#dir, { recursive: true });
    const file = `${owner}-${randomBytes(8).toString('hex')}.webp`;
    await writeFile(path.join(this.#dir, file), image);
    return `${this.urlPrefix}${file}`;
  }

  /** Deletes the file behind a URL this store handed out; anything else is left alone. */
  async remove(url: string | null | undefined): Promise<void> {
    const name = url?.startsWith(this.urlPrefix) ? url.slice(this.urlPrefix.length) : undefined;
    if (name && FILE_PATTERN.test(name)) await unlink(path.join(this.#dir, name)).catch(() => undefined);
  }

  /** Deletes every file this owner ever stored (account deletion). */
  async removeAllOf(owner: string): Promise<void> {
    const names = await readdir(this.#dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n.startsWith(`${owner}-`) && FILE_PATTERN.test(n))
        .map((n) => unlink(path.join(this.#dir, n)).catch(() => undefined)),
    );
  }

  /** The stored file for a file name; 404 for anything else. */
  async file(name: string): Promise<string> {
    if (!FILE_PATTERN.test(name)) throw notFound('uploads.imageNotFound');
    const full = path.join(this.#dir, name);
    if (!(await stat(full).catch(() => null))) throw notFound('uploads.imageNotFound');
    return full;
  }
}
