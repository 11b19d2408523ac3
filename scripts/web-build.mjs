// Builds the web app only when its sources changed since the last build (`npm start`, `npm test`).
// A build takes about half a minute on a small machine; a restart with nothing changed should not.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'apps', 'web');
export const DIST = path.join(WEB, 'dist');
const STAMP = path.join(DIST, '.sources-hash');

// Everything the bundle is made from: the web app, the contracts it imports, and the locked versions.
const INPUTS = [WEB, path.join(ROOT, 'packages', 'contracts'), path.join(ROOT, 'package-lock.json')];
// Never part of the bundle: build output, installed packages, tests.
const SKIP_DIRS = new Set(['dist', 'node_modules', 'test']);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === 'vitest.config.ts';

function files(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((d) => !(d.isDirectory() ? SKIP_DIRS.has(d.name) : isTest(d.name)))
    .flatMap((d) => files(path.join(entry, d.name)));
}

/** A hash of every input file's path and content (contents, not times: a checkout touches every file). */
export function webSourcesHash(inputs = INPUTS, root = ROOT) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort()) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/ holds a build of exactly the current sources. */
export function webBuildIsCurrent(hash = webSourcesHash()) {
  return (
    existsSync(path.join(DIST, 'index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8').trim() === hash
  );
}

/**
 * Builds the web app unless dist/ is current. Quiet: one line while building, the build's own output only
 * if it fails. Returns true when the app is ready.
 */
export function ensureWebBuild({ log = console.log } = {}) {
  const hash = webSourcesHash();
  if (webBuildIsCurrent(hash)) return true;
  log('Building the web app (first start, or its sources changed)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@stride/web'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error('The web app did not build (output above).');
    return false;
  }
  writeFileSync(STAMP, `${hash}\n`);
  log(`Built the web app in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}

// `node scripts/web-build.mjs`: build if needed (npm test uses it before the browser tests).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureWebBuild() ? 0 : 1);
}
