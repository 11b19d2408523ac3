import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it('lints clean with Redocly', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'stride-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = path.resolve(import.meta.dirname, '../../../../node_modules/@redocly/cli/bin/cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', file, '--format=json', '--max-problems=5000'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const { problems } = JSON.parse(run.stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const seen = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(seen.filter((p) => p.startsWith('error'))).toEqual([]);
  });

  it('declares who may call each operation as the operation answers it without a cookie', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
      security: unknown;
      paths: Record<
        string,
        Record<string, { security: unknown; parameters?: { in: string; required?: boolean }[] }>
      >;
    };
    expect(doc.security).toEqual([{ session: [] }]);
    const wrong: string[] = [];
    let signedIn = 0;
    let open = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      const get = operations.get;
      if (!get) continue;
      const needsQuery = get.parameters?.some((p) => p.in === 'query' && p.required);
      // A number for ids and slugs, or a UUID where the route wants one (a runner's id).
      let status = (await ctx.app.inject({ url: route.replace(/\{[^}]+\}/g, '1') })).statusCode;
      if (status === 400)
        status = (await ctx.app.inject({ url: route.replace(/\{[^}]+\}/g, randomUUID()) })).statusCode;
      const needsSession = JSON.stringify(get.security) === JSON.stringify([{ session: [] }]);
      if (needsSession && !needsQuery) {
        signedIn++;
        if (status !== 401) wrong.push(`${route} is declared signed-in only but answered ${status}`);
      } else if (!needsSession) {
        open++;
        if (status === 401) wrong.push(`${route} is declared open but answered 401`);
      }
    }
    expect(wrong).toEqual([]);
    expect(signedIn).toBeGreaterThan(20);
    expect(open).toBeGreaterThan(15);
  });
});
