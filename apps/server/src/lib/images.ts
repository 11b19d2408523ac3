import sharp from 'sharp';
import { unsupportedMediaType, validationError } from './errors.ts';

/** Image uploads Stride accepts (profile photos, news images): raw bodies of these types. */
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
    throw unsupportedMediaType('Upload a JPEG, PNG or WebP image');
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
    throw validationError('That file is not a JPEG, PNG or WebP image we can read');
  }
}
