/**
 * npm run bench:lighthouse [-- --dist apps/web/dist] [--runs 1] [--save-reports <dir>] [--pages /,/about]
 *
 * Starts the real server on a fresh embedded database with demo content and the built web app
 * (run `npm run build` first), then audits with Lighthouse (mobile settings: simulated slow 4G and 4x
 * CPU slowdown) in Debian's Chromium: signed out /, /auth, /about and one upcoming event page; signed
 * in (a runner registered, verified from the outbox and signed in; the session cookie sent with every
 * request) the pages a runner opens daily: home, My Events, the training dashboard, the club finder
 * and a club page, notifications, buddies and the profile. Prints performance, LCP, TBT,
 * accessibility, best-practices and SEO per page, and each page's JavaScript (every script it loaded,
 * gzip-compressed) against its route's budget (JS_BUDGETS). Results also go to
 * bench/results/lighthouse-<timestamp>.json; the exit code is 1 when a page scores under 95 or a
 * route passes its budget.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { addDays } from '@stride/contracts';
import { localDate } from '../apps/server/src/lib/timezones.ts';
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
const KB = 1024;
/**
 * Each route's JavaScript budget, gzip-compressed: everything the page loads by the end of the audit
 * (its entry, shared chunks, the route's own chunk and what it loads lazily). The landing page keeps
 * its 120 KB; the signed-in pages carry the app shell, data fetching and their feature.
 */
const JS_BUDGETS: Record<string, number> = {
  '/': 120 * KB,
  '/auth': 150 * KB,
  '/about': 120 * KB,
  '/events': 160 * KB,
  'signed in /': 190 * KB,
  'signed in /my-events': 190 * KB,
  'signed in /training-plan-dashboard': 200 * KB,
  'signed in /find-runclub': 190 * KB,
  'signed in /runclubs': 190 * KB,
  'signed in /notifications': 170 * KB,
  'signed in /buddy-matching': 180 * KB,
  'signed in /profile': 190 * KB,
};
const SIGNED_IN_PAGES = [
  '/',
  '/my-events',
  '/training-plan-dashboard',
  '/find-runclub',
  '/runclubs',
  '/notifications',
  '/buddy-matching',
  '/profile',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
interface Target {
  label: string;
  url: string;
  /** Its key in JS_BUDGETS. */
  budget: string;
  /** The session cookie, for the signed-in pages. */
  cookie?: string;
}
type Row = { page: string; lcpMs: number; tbtMs: number; jsGzip: number; jsBudget: number } & Record<
  Category,
  number
>;

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
    // The demo club nearest Sydney's centre (the sitemap lists no clubs).
    const clubs = (await (await fetch(`${base}/api/runclubs?lat=-33.87&lng=151.21`)).json()) as {
      clubs: { id: number }[];
    };
    const clubPath = clubs.clubs[0] ? `/runclubs/${clubs.clubs[0].id}` : undefined;
    if (!eventPath) console.warn('No upcoming public event in the demo data; the event page is skipped.');
    const cookie = await signedInRunner(base, dataDir);
    const targets: Target[] = [
      ...['/', '/auth', '/about', ...(eventPath ? [eventPath] : [])].map((url) => ({
        label: url,
        url,
        budget: url === eventPath ? '/events' : url,
      })),
      ...SIGNED_IN_PAGES.flatMap((page) => {
        const url = page === '/runclubs' ? clubPath : page;
        return url ? [{ label: `signed in ${url}`, url, budget: `signed in ${page}`, cookie }] : [];
      }),
    ].filter(
      (t) =>
        !args.pages ||
        args.pages.split(',').some((wanted) => t.label === wanted || t.budget === wanted || t.url === wanted),
    );

    const rows: Row[] = [];
    for (const target of targets) {
      const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
      const lcp: number[] = [];
      const tbt: number[] = [];
      let js = 0;
      for (let run = 0; run < Number(args.runs); run += 1) {
        const result = await auditWithRetry(`${base}${target.url}`, {
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
          ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
        });
        if (!result) throw new Error(`no Lighthouse result for ${target.label}`);
        const { lhr } = result;
        if (args['save-reports']) {
          const dir = path.resolve(ROOT, args['save-reports']);
          mkdirSync(dir, { recursive: true });
          const name = target.label
            .replace(/^\/$/, 'landing')
            .replace(/[^a-z0-9]+/gi, '-')
            .replace(/^-|-$/g, '');
          writeFileSync(path.join(dir, `${name}-run${run + 1}.json`), JSON.stringify(lhr, null, 2));
        }
        for (const c of CATEGORIES) scores[c]!.push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
        lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        if (run === 0) js = await scriptBytes(lhr);
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        console.log(
          `  ${target.label}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
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
            console.log(`  ${target.label} ${c}: ${failing.map((a) => a!.id).join(', ')}`);
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      rows.push({
        page: target.label,
        ...(Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c]!)])) as Record<Category, number>),
        lcpMs: Math.round(median(lcp)),
        tbtMs: Math.round(median(tbt)),
        jsGzip: js,
        jsBudget: JS_BUDGETS[target.budget] ?? 0,
      });
    }

    const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
    console.log(
      '\n| page | performance | LCP | TBT | accessibility | best practices | SEO | JS gzip (budget) |\n|---|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const r of rows)
      console.log(
        `| ${r.page} | ${r.performance} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${kb(r.jsGzip)} (${kb(r.jsBudget)}) |`,
      );
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    const out = path.join(
      ROOT,
      'bench/results',
      `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    writeFileSync(out, JSON.stringify({ rows, budgets: JS_BUDGETS }, null, 2));
    console.log(`\nSaved ${path.relative(ROOT, out)}`);
    const low = rows.filter((r) => CATEGORIES.some((c) => r[c] < 95));
    const heavy = rows.filter((r) => r.jsGzip > r.jsBudget);
    for (const r of heavy) console.log(`Over its JS budget: ${r.page} ${kb(r.jsGzip)} > ${kb(r.jsBudget)}`);
    if (low.length || heavy.length) process.exitCode = 1;
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A runner with a plan, as a new runner would be after their first day: registered through the API,
 * verified from the link the server wrote to its outbox (no SMTP here), signed in, with a 12-week
 * half-marathon plan. Answers the session cookie.
 */
async function signedInRunner(base: string, dataDir: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: base };
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = 'Lighthouse-Tempo-48!';
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password,
      firstName: 'Lea',
      lastName: 'Hart',
      sex: 'prefer-not-to-say',
      dateOfBirth: '1990-05-05',
      location: 'Bondi, NSW 2026',
    }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i += 1) {
    for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
      const mail = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      token ??= /\/verify-email\/([\w-]+)/.exec(mail)?.[1];
    }
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  if (!token) throw new Error('no verification e-mail in the outbox');
  await fetch(`${base}/api/auth/verify-email/${token}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const start = localDate(new Date(), 'Australia/Sydney');
  const plan = await fetch(`${base}/api/training-plans`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      goalDistance: 'half_marathon',
      daysPerWeek: 4,
      runDays: [0, 2, 4, 6],
      longRunDay: 0,
      experienceLevel: 'intermediate',
      currentWeeklyKm: 30,
      longestRecentRunKm: 14,
      startDate: start,
      raceDate: addDays(start, 7 * 12 - 1),
    }),
  });
  if (!plan.ok) throw new Error(`training plan: ${plan.status} ${await plan.text()}`);
  return cookie;
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

/** The JavaScript a page loaded during the audit, every script re-measured gzip-compressed (level 9). */
async function scriptBytes(lhr: { audits: Record<string, { details?: unknown }> }): Promise<number> {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items ?? [];
  let total = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const body = Buffer.from(await (await fetch(item.url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

await main();
