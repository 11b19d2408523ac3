import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';
import { createWebDist } from './web-dist.ts';

/**
 * A test app serving a miniature web build (createWebDist), for the tests of server-rendered pages:
 * built before the file's tests, closed and its build removed after them. Read `.ctx` inside a test.
 */
export function useWebApp(): { ctx: TestContext } {
  const web = {} as { ctx: TestContext };
  let distDir = '';
  beforeAll(async () => {
    distDir = createWebDist();
    web.ctx = await createTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await web.ctx.close();
    rmSync(distDir, { recursive: true, force: true });
  });
  return web;
}
