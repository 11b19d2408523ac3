// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Runs the real oxlint with the repository's real .oxlintrc.json on the fixtures in lint-fixtures/, each
// copied to the folder whose rules it tests (the config's overrides match on paths).
const repo = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const fixtures = path.join(repo, 'apps/web/src/test/lint-fixtures');
const oxlint = path.join(repo, 'node_modules/.bin/oxlint');
const sandbox = mkdtempSync(path.join(tmpdir(), 'stride-boundaries-'));
copyFileSync(path.join(repo, '.oxlintrc.json'), path.join(sandbox, '.oxlintrc.json'));

afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** Lints `fixture` placed at `target` (relative to the repository root); the report's import errors. */
function lintAs(fixture: string, target: string): { failed: boolean; restricted: string[] } {
  const file = path.join(sandbox, target);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(path.join(fixtures, fixture), file);
  try {
    execFileSync(oxlint, ['--deny-warnings', '--format', 'unix', target], { cwd: sandbox, encoding: 'utf8' });
    return { failed: false, restricted: [] };
  } catch (error) {
    const output = String((error as { stdout?: string }).stdout ?? '');
    const restricted = output
      .split('\n')
      .filter((line) => line.includes('no-restricted-imports'))
      .map((line) => /'([^']+)' import is restricted/.exec(line)?.[1] ?? line);
    return { failed: true, restricted };
  }
}

describe('web import boundaries (.oxlintrc.json)', () => {
  it('fails when layout code imports a feature, even its public surface', () => {
    const result = lintAs('layout-imports-feature.tsx', 'apps/web/src/components/layout/badge.tsx');
    expect(result.failed).toBe(true);
    expect(result.restricted).toEqual(['@/features/auth', '@/features/notifications/api/get-notifications']);
  });

  it('fails when lib code imports a feature', () => {
    const result = lintAs('layout-imports-feature.tsx', 'apps/web/src/lib/badge.tsx');
    expect(result.restricted).toHaveLength(2);
  });

  it("fails when a feature reaches into another feature's files", () => {
    const result = lintAs('feature-deep-import.ts', 'apps/web/src/features/home/lib/deep.ts');
    expect(result.failed).toBe(true);
    expect(result.restricted).toEqual([
      '@/features/auth/api/logout',
      '../../features/locations/api/search-locations',
    ]);
  });

  it("passes a feature that uses other features' public surfaces", () => {
    expect(lintAs('feature-public-import.ts', 'apps/web/src/features/home/lib/allowed.ts')).toEqual({
      failed: false,
      restricted: [],
    });
  });
});
