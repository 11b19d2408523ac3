#!/usr/bin/env node
// `npm start`: checks Node, builds the web app if its sources changed, then runs the server in this
// process (production behaviour by default: apps/server/src/config.ts). Run with `node --import tsx`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The `engines.node` minimum (">=20.19") against this Node, with a message saying what to do. */
function checkNodeVersion() {
  const wanted = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.node;
  const [wantMajor = 0, wantMinor = 0] = wanted
    .replace(/^>=\s*/, '')
    .split('.')
    .map(Number);
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major > wantMajor || (major === wantMajor && minor >= wantMinor)) return;
  console.error(
    `Stride needs Node.js ${wanted.replace(/^>=\s*/, '')} or newer; this is ${process.versions.node}. ` +
      'Install a current Node.js LTS (https://nodejs.org) and run npm start again.',
  );
  process.exit(1);
}

checkNodeVersion();
// WEB_DIST_DIR points at a build made elsewhere; otherwise keep apps/web/dist current.
if (!process.env.WEB_DIST_DIR && !ensureWebBuild()) process.exit(1);
await import('../apps/server/src/server.ts');
