import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Issue 31: a server module reaches another only through its index.ts. Runs the real oxlint with the
// repository's real .oxlintrc.json on the fixtures in apps/server/test/lint-fixtures/, each copied to the
// folder whose rules it tests (the config's overrides match on paths).
const repo = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const fixtures = path.join(repo, 'apps/server/test/lint-fixtures');
const oxlint = path.join(repo, 'node_modules/.bin/oxlint');
const sandbox = mkdtempSync(path.join(tmpdir(), 'stride-module-boundaries-'));
copyFileSync(path.join(repo, '.oxlintrc.json'), path.join(sandbox, '.oxlintrc.json'));

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

const restrictedIn = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('no-restricted-imports'))
    .map((line) => /'([^']+)' import is restricted/.exec(line)?.[1] ?? line);

/** Lints `fixture` placed at `target` (relative to the repository root); the refused imports, sorted. */
function lintAs(fixture: string, target: string): { failed: boolean; restricted: string[] } {
  const file = path.join(sandbox, target);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(path.join(fixtures, fixture), file);
  try {
    execFileSync(oxlint, ['--deny-warnings', '--format', 'unix', target], { cwd: sandbox, encoding: 'utf8' });
    return { failed: false, restricted: [] };
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? '');
    return { failed: true, restricted: restrictedIn(output).sort() };
  }
}

describe('server module boundaries (.oxlintrc.json)', () => {
  it("fails when a module imports another module's files, types and re-exports included", () => {
    const result = lintAs('module-deep-imports.ts', 'apps/server/src/modules/events/deep.ts');
    expect(result.failed).toBe(true);
    expect(result.restricted).toEqual([
      '../auth/auth.plugin.ts',
      '../auth/users.repository.ts',
      '../blocks/blocks.repository.ts',
      '../runclubs/runclubs.service.ts',
    ]);
  });

  it("passes other modules' index.ts, lib, db and the module's own files", () => {
    expect(lintAs('module-surface-imports.ts', 'apps/server/src/modules/events/surface.ts')).toEqual({
      failed: false,
      restricted: [],
    });
  });

  it('applies one folder deeper, where ../ is the module itself', () => {
    const result = lintAs('nested-module-imports.ts', 'apps/server/src/modules/notifications/channels/x.ts');
    expect(result.restricted).toEqual(['../../push/push.repository.ts']);
  });

  it('lets tests import anything', () => {
    expect(lintAs('module-deep-imports.ts', 'apps/server/src/modules/events/deep.test.ts')).toEqual({
      failed: false,
      restricted: [],
    });
  });

  it('passes the real server code', () => {
    // Other rules' findings (work in progress elsewhere) do not matter here, so the exit code is not read.
    const { stdout } = spawnSync(oxlint, ['--format', 'unix', 'apps/server/src'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(restrictedIn(stdout)).toEqual([]);
  });
});
