import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The import-boundary tests (apps/web/src/test/import-boundaries.test.ts, apps/server/src/modules/
// import-boundaries.unit.test.ts) prove .oxlintrc.json's rules by running the real oxlint on fixtures.

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OXLINT = path.join(REPO, 'node_modules/.bin/oxlint');

/** The imports an oxlint report (`--format unix`) refuses by no-restricted-imports, as the source wrote them. */
export function restrictedImports(report: string): string[] {
  return report
    .split('\n')
    .filter((line) => line.includes('no-restricted-imports'))
    .map((line) => /'([^']+)' import is restricted/.exec(line)?.[1] ?? line);
}

/** The imports refused in the real tree below `dir`; other rules' findings (work in progress) do not count. */
export function restrictedImportsIn(dir: string): string[] {
  const { stdout } = spawnSync(OXLINT, ['--format', 'unix', dir], { cwd: REPO, encoding: 'utf8' });
  return restrictedImports(stdout);
}

/**
 * Lints fixture files from `fixtures` with the repository's real .oxlintrc.json, each copied in a sandbox
 * to the path whose rules it tests (the config's overrides match on paths). `remove()` deletes the sandbox.
 */
export function fixtureLinter(fixtures: string) {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'stride-lint-fixtures-'));
  copyFileSync(path.join(REPO, '.oxlintrc.json'), path.join(sandbox, '.oxlintrc.json'));
  return {
    /** Lints `fixture` placed at `target` (relative to the repository root); the report's refused imports. */
    lintAs(fixture: string, target: string): { failed: boolean; restricted: string[] } {
      const file = path.join(sandbox, target);
      mkdirSync(path.dirname(file), { recursive: true });
      copyFileSync(path.join(fixtures, fixture), file);
      try {
        execFileSync(OXLINT, ['--deny-warnings', '--format', 'unix', target], {
          cwd: sandbox,
          encoding: 'utf8',
        });
        return { failed: false, restricted: [] };
      } catch (error) {
        return {
          failed: true,
          restricted: restrictedImports(String((error as { stdout?: string }).stdout ?? '')),
        };
      }
    },
    remove: () => rmSync(sandbox, { recursive: true, force: true }),
  };
}
