/**
 * npm run bench [-- --engine pglite|postgres|both] [--events 100000] [--clubs 10000] [--duration 10] [--connections 20]
 *
 * For each engine: a fresh database (PGlite in a temp dir; PostgreSQL in a throwaway local cluster, or
 * BENCH_DATABASE_URL), migrated, localities imported, optional generated events; the real server started
 * as a child process; then every scenario measured with autocannon against it, and reported as a ratio to
 * the trivial health endpoint measured in the same run. Results: markdown table + bench/results/*.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/bootstrap.ts';
import { importLocalitiesIfEmpty } from '../apps/server/src/modules/locations/locations.import.ts';
import { startCluster } from '../apps/server/test/setup/postgres-cluster.ts';
import { generate, generateClubs } from './generate.ts';
import { load } from './load.ts';
import { healthScenario } from './scenarios/core.ts';
import type { Scenario, ScenarioContext } from './scenarios/types.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    events: { type: 'string', default: '0' },
    clubs: { type: 'string', default: '10000' },
    users: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    // Discovery's shared-answer cache (ms); 0 measures every request against the database.
    'cache-ttl': { type: 'string' },
  },
});

interface Row {
  engine: string;
  events: number;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function loadScenarios(): Promise<Scenario[]> {
  const files = readdirSync(path.join(HERE, 'scenarios')).filter(
    (f) => f.endsWith('.ts') && f !== 'types.ts',
  );
  const all: Scenario[] = [];
  for (const f of files.sort()) {
    const mod = (await import(path.join(HERE, 'scenarios', f))) as { default?: Scenario[] };
    all.push(...(mod.default ?? []));
  }
  // --only names one or more scenarios by part of their name: "events nearby|club search".
  const wanted = args.only?.split('|');
  return all.filter((s) => !wanted || wanted.some((part) => s.name.includes(part)));
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  // BENCH_NODE_FLAGS, e.g. "--cpu-prof", profiles the server under load.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      ...(args['cache-ttl'] !== undefined ? { EVENTS_CACHE_TTL_MS: args['cache-ttl'] } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret!!',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { child, baseUrl };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

async function measure(
  baseUrl: string,
  requests: Awaited<ReturnType<Scenario['requests']>>,
  duration = Number(args.duration),
) {
  const result = await load(baseUrl, requests, Number(args.connections), duration);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchEngine(engine: 'pglite' | 'postgres', scenarios: Scenario[]): Promise<Row[]> {
  const events = Number(args.events);
  let stopCluster: (() => void) | undefined;
  let tmp: string | undefined;
  let database: Database;
  let serverEnv: Record<string, string>;
  if (engine === 'postgres') {
    let url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      const cluster = await startCluster();
      stopCluster = cluster.stop;
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query('create database stride_bench');
      await admin.end();
      url = cluster.url('stride_bench');
    }
    database = await openDatabase({ databaseUrl: url, poolSize: 4 });
    serverEnv = { DATABASE_URL: url };
  } else {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'stride-bench-'));
    database = await openDatabase({ pgliteDir: path.join(tmp, 'pglite') });
    serverEnv = { DATA_DIR: tmp };
  }
  const rows: Row[] = [];
  try {
    await migrate(database);
    await importLocalitiesIfEmpty(database.db);
    // A database of one's own (BENCH_DATABASE_URL) that already holds this run's generated events and
    // clubs is measured as it is, so a million events are generated once, not before every run.
    const generated = async (count: string) =>
      process.env.BENCH_DATABASE_URL ? Number((await database.db.execute(sql.raw(count))).rows[0]!.n) : 0;
    const clubs = Number(args.clubs);
    const eventsThere = await generated("select count(*) as n from events where title like 'Bench run %'");
    const clubsThere = await generated("select count(*) as n from runclubs where name like 'Bench Club %'");
    if (events > 0 && eventsThere === events) {
      console.error(`[${engine}] reusing the ${events} events already generated`);
    } else if (events > 0) {
      const started = Date.now();
      await generate(database, { users: Number(args.users), events, participants: 5 });
      console.error(
        `[${engine}] generated ${events} events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    if (clubs > 0 && clubsThere === clubs) {
      console.error(`[${engine}] reusing the ${clubs} run clubs already generated`);
    } else if (clubs > 0) {
      if (events === 0) await generate(database, { users: 10, events: 0, participants: 0 });
      await generateClubs(database, clubs);
      console.error(`[${engine}] generated ${clubs} run clubs`);
    }
    const ctx: ScenarioContext = {
      baseUrl: '',
      events,
      db: database.db,
      clubs,
      query: async <T>(text: string) => (await database.db.execute(sql.raw(text))).rows as T[],
    };
    const prepared = [];
    for (const s of scenarios.filter(
      (sc) => (!sc.needsEvents || events > 0) && (!sc.needsClubs || clubs > 0),
    ))
      prepared.push({ s, reqs: await s.requests(ctx) });
    // PGlite is single-process: the server needs the data directory to itself.
    if (engine === 'pglite') await database.close();
    const { child, baseUrl } = await startServer(serverEnv);
    try {
      // Warm up once (JIT, caches, connection pool), then measure health and every scenario in this one run.
      await measure(baseUrl, [{ path: '/api/health' }]).catch(() => undefined);
      // Health is measured before and after the scenarios and the faster run is the reference: on a
      // shared machine one dip in the reference would otherwise flatter every ratio.
      const before = await measure(baseUrl, await healthScenario.requests(ctx));
      const measured: Omit<Row, 'ratio'>[] = [];
      for (const { s, reqs } of prepared) {
        // A second of the scenario first, not measured (Scenario.warmUp): in a 10-second run the first
        // second of a cold search path served about half its steady rate.
        if (s.warmUp !== false) await measure(baseUrl, reqs, 1);
        const m = await measure(baseUrl, reqs);
        measured.push({ engine, events, scenario: s.name, ...m });
        console.error(`[${engine}] ${s.name}: ${m.rps.toFixed(0)} req/s, p99 ${m.p99} ms`);
      }
      const after = await measure(baseUrl, await healthScenario.requests(ctx));
      const health = before.rps >= after.rps ? before : after;
      console.error(`[${engine}] health: ${before.rps.toFixed(0)} then ${after.rps.toFixed(0)} req/s`);
      rows.push({ engine, events, scenario: 'health', ...health, ratio: 1 });
      for (const m of measured) rows.push({ ...m, ratio: m.rps / health.rps });
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  } finally {
    if (engine === 'postgres') await database.close();
    stopCluster?.();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}

function table(rows: Row[]): string {
  const lines = [
    '| engine | events | scenario | req/s | p50 ms | p99 ms | errors | ratio to health |',
    '|---|---:|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.events} | ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.ratio * 100).toFixed(0)} % |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const scenarios = await loadScenarios();
  const engines =
    args.engine === 'both' ? (['pglite', 'postgres'] as const) : [args.engine as 'pglite' | 'postgres'];
  const rows: Row[] = [];
  for (const engine of engines) rows.push(...(await benchEngine(engine, scenarios)));
  const out = table(rows);
  console.log(out);
  mkdirSync(path.join(HERE, 'results'), { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(HERE, 'results', `bench-${stamp}.json`), JSON.stringify({ args, rows }, null, 2));
  writeFileSync(path.join(HERE, 'results', `bench-${stamp}.md`), `${out}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
