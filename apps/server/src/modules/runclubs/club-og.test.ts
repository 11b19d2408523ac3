import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { createWebDist } from '../../../test/helpers/web-dist.ts';

let ctx: TestContext;
let distDir: string;
beforeAll(async () => {
  distDir = createWebDist();
  ctx = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('GET /runclubs/:id', () => {
  it("carries the club's Open Graph tags, and none for hidden clubs", async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/runclubs',
      headers,
      payload: { name: 'Preview Pacers', location: 'Bondi, NSW 2026', description: 'Sunrise runs' },
    });
    const id = created.json().id as number;
    const page = await ctx.app.inject({ url: `/runclubs/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Preview Pacers | Stride</title>');
    expect(page.body).toContain('content="Bondi, NSW 2026 — Sunrise runs"');

    await ctx.database.db.execute(sql`update runclubs set hidden_at = now() where id = ${id}`);
    const hidden = await ctx.app.inject({ url: `/runclubs/${id}` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).not.toContain('Preview Pacers');
  });
});
