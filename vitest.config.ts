import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, engine: string) => ({
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
    globalSetup: ['./test/setup/global-setup.ts'],
    setupFiles: ['./test/setup/fail-on-console-error.ts'],
    env: { STRIDE_TEST_DB: engine },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'apps/server/src/**/*.unit.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          setupFiles: ['./apps/server/test/setup/fail-on-console-error.ts'],
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-postgres', 'postgres'),
      ...(existsSync('./apps/web/vitest.config.ts') ? ['./apps/web/vitest.config.ts'] : []),
    ],
  },
});
