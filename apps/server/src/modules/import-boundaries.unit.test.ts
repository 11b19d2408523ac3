import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureLinter, REPO, restrictedImportsIn } from '../../../../scripts/oxlint-fixtures.ts';

// Issue 31: a server module reaches another only through its index.ts. Runs the real oxlint with the
// repository's real .oxlintrc.json on the fixtures in apps/server/test/lint-fixtures/, each copied to the
// folder whose rules it tests (the config's overrides match on paths).
const linter = fixtureLinter(path.join(REPO, 'apps/server/test/lint-fixtures'));
afterAll(linter.remove);

/** The fixture's lint result at `target`, its refused imports sorted. */
function lintAs(fixture: string, target: string) {
  const result = linter.lintAs(fixture, target);
  return { ...result, restricted: result.restricted.sort() };
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
    expect(restrictedImportsIn('apps/server/src')).toEqual([]);
  });
});
