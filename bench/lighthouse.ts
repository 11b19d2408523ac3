/**
 * npm run bench:lighthouse [-- --dist apps/web/dist] [--runs 1] [--save-reports <dir>] [--pages /,/about]
 *
 * Starts the real server on a fresh embedded database with demo content and the built web app
 * (run `npm run build` first), then audits /, /auth, /about and one upcoming event page with Lighthouse
 * (mobile settings: simulated slow 4G and 4x CPU slowdown) in Debian's Chromium. Prints performance,
 * accessibility, best-practices and SEO per page, plus the landing page's initial JS and CSS: every
 * script and stylesheet the page loads, measured gzip-compressed. Budget: landing JS under 120 KB.
 * Results also go to bench/results/lighthouse-<timestamp>.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', default: 'apps/web/dist' },
    runs: { type: 'string', default: '1' },
    // Writes each full Lighthouse report (JSON) here, to see which audits cost points.
    'save-reports': { type: 'string' },
    // Only these pages (comma-separated, e.g. "/about,/events"; "/events" means the event page).
    pages: { type: 'string' },
  },
});
const LANDING_JS_BUDGET = 120 * 1024;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${url}`);
}

async function main() {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-lh-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SESSION_SECRET: 'lighthouse-bench-secret-lighthouse-bench-secret',
      WEB_DIST_DIR: path.resolve(ROOT, args.dist),
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    await waitFor(`${base}/api/health`, 180_000);
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const eventPath = /<loc>[^<]*?(\/events\/\d+)<\/loc>/.exec(sitemap)?.[1];
    const pages = ['/', '/auth', '/about', ...(eventPath ? [eventPath] : [])].filter(
      (page) =>
        !args.pages ||
        args.pages
          .split(',')
          .some((wanted) => wanted === page || (wanted === '/events' && page === eventPath)),
    );
    if (!eventPath) console.warn('No upcoming public event in the demo data; the event page is skipped.');

    const rows: Record<string, string | number>[] = [];
    let landingAssets: { js: number; css: number; files: { url: string; gzip: number }[] } | undefined;
    for (const page of pages) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      for (let run = 0; run < Number(args.runs); run += 1) {
        const result = await auditWithRetry(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          formFactor: 'mobile',
          screenEmulation: {
            mobile: true,
            width: 412,
            height: 823,
            deviceScaleFactor: 1.75,
            disabled: false,
          },
          throttlingMethod: 'simulate',
        });
        if (!result) throw new Error(`no Lighthouse result for ${page}`);
        const { lhr } = result;
        if (args['save-reports']) {
          const dir = path.resolve(ROOT, args['save-reports']);
          mkdirSync(dir, { recursive: true });
          const name = page === '/' ? 'landing' : page.slice(1).replace(/\//g, '-');
          writeFileSync(path.join(dir, `${name}-run${run + 1}.json`), JSON.stringify(lhr, null, 2));
        }
        for (const c of CATEGORIES) scores[c]!.push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        if (page === '/' && run === 0) landingAssets = await measureAssets(lhr);
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        console.log(
          `  ${page}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        );
        for (const c of CATEGORIES) {
          const failing = lhr.categories[c]?.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter(
              (a) =>
                a &&
                a.score !== null &&
                a.score < 0.9 &&
                a.scoreDisplayMode !== 'informative' &&
                a.scoreDisplayMode !== 'manual',
            );
          if (failing?.length && c !== 'performance')
            console.log(`  ${page} ${c}: ${failing.map((a) => a!.id).join(', ')}`);
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      rows.push({ page, ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c]!)])) });
    }

    console.log('\n| page | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} |`,
      );
    if (landingAssets) {
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(
        `\nLanding page initial JS: ${kb(landingAssets.js)} gzip (budget ${kb(LANDING_JS_BUDGET)}), CSS: ${kb(landingAssets.css)} gzip`,
      );
      for (const f of landingAssets.files)
        console.log(`  ${kb(f.gzip).padStart(9)}  ${f.url.replace(base, '')}`);
    }
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    const out = path.join(
      ROOT,
      'bench/results',
      `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(out, JSON.stringify({ rows, landingAssets, budgetBytes: LANDING_JS_BUDGET }, null, 2));
    console.log(`\nSaved ${path.relative(ROOT, out)}`);
    const low = rows.filter((r) => CATEGORIES.some((c) => Number(r[c]) < 95));
    if (low.length || (landingAssets && landingAssets.js >= LANDING_JS_BUDGET)) process.exitCode = 1;
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One Lighthouse run, repeated (up to twice) when Lighthouse itself failed to record the page, e.g.
 * NO_NAVSTART on a busy machine: such a run has no scores and would count as zeros.
 */
async function auditWithRetry(...params: Parameters<typeof lighthouse>) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(...params);
    const error = result?.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    console.warn(`  ${params[0]}: Lighthouse failed (${error.code}), running again`);
  }
}

/** Every script and stylesheet the landing page requested, re-measured gzip-compressed (level 9). */
async function measureAssets(lhr: { audits: Record<string, { details?: unknown }> }) {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items ?? [];
  const files: { url: string; gzip: number; type: string }[] = [];
  for (const item of items) {
    if (item.resourceType !== 'Script' && item.resourceType !== 'Stylesheet') continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    files.push({ url: item.url, gzip: gzipSync(body, { level: 9 }).length, type: item.resourceType });
  }
  return {
    js: files.filter((f) => f.type === 'Script').reduce((sum, f) => sum + f.gzip, 0),
    css: files.filter((f) => f.type === 'Stylesheet').reduce((sum, f) => sum + f.gzip, 0),
    files: files.map(({ url, gzip }) => ({ url, gzip })),
  };
}

await main();
