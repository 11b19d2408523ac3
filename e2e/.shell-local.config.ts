// Local-only config for running the shell specs beside other engineers (own port, dist and data).
import base from './playwright.config.ts';
const PORT = 5311;
export default {
  ...base,
  globalSetup: undefined,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    ...base.webServer,
    command: `rm -rf /work/tmp/e2e-shell-data && node --import tsx /work/main/apps/server/src/server.ts`,
    url: `http://localhost:${PORT}/api/health`,
    env: { ...(base.webServer as { env: Record<string, string> }).env, PORT: String(PORT), PUBLIC_URL: `http://localhost:${PORT}`, DATA_DIR: '/work/tmp/e2e-shell-data', WEB_DIST_DIR: '/work/tmp/web-dist', SMTP_URL: '' },
  },
};
