import { mkdtempSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';

let ctx: TestContext;
const dataDir = mkdtempSync(path.join(tmpdir(), 'stride-photos-'));
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 234, g: 88, b: 12 } } })
    .png()
    .toBuffer();

describe('profile photo', () => {
  it('re-encodes and resizes the upload, stores it under DATA_DIR, serves it and replaces the old one', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const upload = (body: Buffer, type = 'image/png') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/profile/photo',
        headers: { ...headers, 'content-type': type },
        payload: body,
      });
    const first = await upload(await png(1200, 800));
    expect(first.statusCode).toBe(200);
    const url: string = first.json().profileImageUrl;
    expect(url).toMatch(/^\/api\/uploads\/avatars\/[\w-]+\.webp$/);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const second = await upload(
      await sharp(await png(300, 300))
        .jpeg()
        .toBuffer(),
      'image/jpeg',
    );
    expect(second.json().profileImageUrl).not.toBe(url);
    expect(existsSync(path.join(dataDir, 'uploads', 'avatars', url.split('/').pop()!))).toBe(false);
  });

  it('refuses other types, non-images, oversize files and anonymous uploads', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const post = (payload: Buffer | string, type: string, h: Record<string, string> = headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/profile/photo',
        headers: { ...h, 'content-type': type },
        payload,
      });
    expect((await post('GIF89a', 'image/gif')).statusCode).toBe(415);
    const fake = await post(Buffer.from('not really a png'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('That file is not a JPEG, PNG or WebP image we can read');
    expect((await post(Buffer.alloc(5 * 1024 * 1024 + 10), 'image/png')).statusCode).toBe(413);
    expect((await post(await png(10, 10), 'image/png', {})).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/uploads/avatars/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(
      404,
    );
  });
});
