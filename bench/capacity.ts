/**
 * npm run bench:capacity [-- --events 100000] [--duration 15] [--connections 20]
 *
 * CPU cost per request, for the capacity model in docs/deploy.md: a throwaway PostgreSQL cluster with
 * generated events, one server instance, and for each scenario the CPU time the server process and the
 * PostgreSQL processes used (from /proc, Linux only) divided by the requests answered. CPU time, unlike
 * requests per second, barely moves when other work shares the machine. Shared answers are on (the
 * default 10 s), and every scenario request is a different question where that matters.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/bootstrap.ts';
import { importLocalitiesIfEmpty } from '../apps/server/src/modules/locations/locations.import.ts';
import { startCluster } from '../apps/server/test/setup/postgres-cluster.ts';
import { generate, generateClubs } from './generate.ts';
import { load } from './load.ts';
import { healthScenario } from './scenarios/core.ts';
import { clubsDistinctScenario, eventsDistinctScenario } from './scenarios/distinct.ts';
import { mixedWritesScenario } from './scenarios/mixed.ts';
import { buddiesReturningScenario } from './scenarios/social.ts';
import { eventDetailScenario, eventsListScenario } from './scenarios/events.ts';
import type { Scenario, ScenarioContext } from './scenarios/types.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
  },
});
const TICK_MS = 1000 / 100; // USER_HZ
const CLUBS = 10_000;

/**
 * CPU milliseconds (user + system) a process has used so far; with `children`, also what its ended
 * children used (the postmaster reaps backends whose connections closed, and keeps their time).
 */
function cpuMs(pid: number, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return (f[11]! + f[12]! + (children ? f[13]! + f[14]! : 0)) * TICK_MS;
  } catch {
    return 0; // the process ended
  }
}

/** This cluster's PostgreSQL processes: its postmaster (named by its port) and the postmaster's children. */
function postgresPids(port: string): number[] {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .map((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return { pid, parent, cmd: readFileSync(`/proc/${pid}/cmdline`, 'utf8') };
      } catch {
        return undefined;
      }
    })
    .filter((p) => p !== undefined);
  const postmaster = procs.find((p) => p.cmd.includes('postgres') && p.cmd.includes(`-p\0${port}`))?.pid;
  if (!postmaster) throw new Error(`no PostgreSQL process on port ${port}`);
  return [postmaster, ...procs.filter((p) => p.parent === postmaster).map((p) => p.pid)];
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function main() {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('create database stride_capacity');
  await admin.end();
  const url = cluster.url('stride_capacity');
  const dbPort = new URL(url).port;
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  let child: ChildProcess | undefined;
  try {
    await migrate(database);
    await importLocalitiesIfEmpty(database.db);
    await generate(database, { users: 2000, events: Number(args.events), participants: 5 });
    await generateClubs(database, CLUBS);
    const ctx: ScenarioContext = {
      baseUrl: '',
      events: Number(args.events),
      clubs: CLUBS,
      db: database.db,
      query: async <T>(text: string) => (await database.pool!.query(text)).rows as T[],
    };
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        SESSION_SECRET: 'capacity-secret-capacity-secret-capacity!',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      !(await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (i > 600) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const scenarios: Scenario[] = [
      healthScenario,
      eventsDistinctScenario,
      mixedWritesScenario,
      eventsListScenario,
      eventDetailScenario,
      clubsDistinctScenario,
      buddiesReturningScenario,
    ];
    const lines = [
      '| scenario | req/s | server CPU ms/req | PostgreSQL CPU ms/req |',
      '|---|---:|---:|---:|',
    ];
    for (const scenario of scenarios) {
      const requests = await scenario.requests(ctx);
      // The postmaster (first) with its ended children, and every backend running now.
      const cpu = () => {
        const [postmaster, ...backends] = postgresPids(dbPort);
        const postgres = cpuMs(postmaster!, true) + backends.reduce((sum, pid) => sum + cpuMs(pid), 0);
        return { node: cpuMs(child!.pid!), pg: postgres };
      };
      const connections = Number(args.connections);
      // A second first, not counted, as in bench/run.ts (Scenario.warmUp).
      if (scenario.warmUp !== false) await load(baseUrl, requests, connections, 1);
      const start = cpu();
      const result = await load(baseUrl, requests, connections, Number(args.duration));
      const end = cpu();
      const answered = result.requests.total;
      // A cost per failed request would be a cost of nothing: refuse to report it.
      if (result.non2xx + result.errors > 0)
        throw new Error(`${scenario.name}: ${result.non2xx + result.errors} failed requests`);
      lines.push(
        `| ${scenario.name} | ${result.requests.average.toFixed(0)} | ${((end.node - start.node) / answered).toFixed(3)} | ${((end.pg - start.pg) / answered).toFixed(3)} |`,
      );
      console.error(lines.at(-1));
    }
    console.log(
      `${args.events} events, ${args.connections} connections, ${args.duration} s each\n${lines.join('\n')}`,
    );
  } finally {
    child?.kill('SIGTERM');
    await database.close();
    cluster.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
