import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

// Overridable so that several runs can share a machine (each with its own port, mail sink and data).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5199);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp', `e2e-data-${E2E_PORT}`);

// Debian's Chromium with the flags every tool here shares (scripts/chromium.ts).
const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(ROOT, '.tmp', `e2e-results-${E2E_PORT}`),
  // Two workers share one server: every test signs up its own runners and creates its own runs, so
  // they do not see each other's data. Tests within a file run in order.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './support/global-setup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(ROOT, '.tmp', 'reports', `playwright-${E2E_PORT}.json`) }],
  ],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Tests' own API calls (request, page.request) go through Playwright's HTTP client, which sends no
    // Sec-Fetch-Site; like Stride's pages they name its origin, which the CSRF check requires.
    extraHTTPHeaders: { origin: `http://localhost:${E2E_PORT}` },
    launchOptions: chromium,
    // Stride honours prefers-reduced-motion (index.css): with it, a toast or dialog is fully drawn when
    // it appears, so an accessibility scan never catches text half faded in as low contrast.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // A fresh embedded database with demo content, the built web app, and mail going to the test SMTP sink.
    command: `rm -rf ${DATA_DIR} && node --import tsx ${path.join(ROOT, 'apps/server/src/server.ts')}`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(ROOT, 'apps', 'web', 'dist'),
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      SEED_DEMO: 'true',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      // Tests register many runners; each comes through loopback with its own X-Forwarded-For.
      TRUST_PROXY: 'loopback',
      NODE_ENV: 'test',
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-e2e',
      // Signs in as admin in tests/news.spec.ts (issue 12: ADMIN_EMAILS).
      ADMIN_EMAILS: 'e2e.admin@example.com',
    },
  },
});
