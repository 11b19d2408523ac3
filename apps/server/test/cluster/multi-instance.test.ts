import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { freePort, startServer, type ServerProcess } from '../crash/server-process.ts';
import { engine, newPostgresDatabase } from '../helpers/app.ts';
import { createEvent, createUser, startSession } from '../helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { hasNginx, startNginx } from './nginx.ts';

/*
 * Issue 13: two instances on one PostgreSQL behind Debian's nginx behave as one. Sessions, rate-limit
 * counts and jobs live in the database; a write on one instance clears the other's shared answers
 * through LISTEN/NOTIFY; an instance stopped or killed mid-traffic costs no request once nginx retries.
 */
const PASSWORD = 'Harbour-Tempo-42';
let database: Database;
let drop: () => Promise<void>;
let smtp: SmtpSink;
let dataDir: string;
let env: Record<string, string>;
let proxy: Awaited<ReturnType<typeof startNginx>>;
const ports: number[] = [];
const instances: ServerProcess[] = [];

const startInstance = (i: number) => startServer(env, ports[i]!).then((s) => (instances[i] = s));

describe.skipIf(engine !== 'postgres' || !hasNginx())('two instances behind nginx', () => {
  beforeAll(async () => {
    const created = await newPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
    smtp = await startSmtpSink();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-cluster-'));
    ports.push(await freePort(), await freePort());
    const proxyPort = await freePort();
    env = {
      DATABASE_URL: created.url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      // nginx on loopback forwards the client's address; answers are shared for a minute, so only the
      // database's notices can make another instance's write visible within a second.
      TRUST_PROXY: 'loopback',
      EVENTS_CACHE_TTL_MS: '60000',
    };
    await Promise.all([startInstance(0), startInstance(1)]);
    proxy = await startNginx(proxyPort, ports);
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all(instances.map((s) => s?.stop()));
    await smtp?.close();
    await database?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const base = (i: number) => instances[i]!.baseUrl;
  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: env.PUBLIC_URL!, ...headers },
      body: JSON.stringify(body),
    });

  it('keeps a session made on one instance on the other', async () => {
    const user = await createUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
    const login = await post(`${base(0)}/api/auth/login`, { email: user.email, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await fetch(`${base(1)}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: string }).id).toBe(user.id);
  });

  it("shows an event created on one instance in the other's near-me search within a second", async () => {
    const search = `${base(1)}/api/events/search?lat=-12.46&lng=130.84&radiusKm=10&hours=720`;
    const titles = async () =>
      ((await (await fetch(search)).json()) as { events: { title: string }[] }).events.map((e) => e.title);
    await createEvent(database.db, { lat: -12.461, lng: 130.841, title: 'Darwin waterfront' });
    expect(await titles()).toContain('Darwin waterfront'); // now cached on instance 1 for a minute
    const user = await createUser(database.db);
    const token = await startSession(database.db, user.id);
    const created = await post(
      `${base(0)}/api/events`,
      {
        title: 'Mindil Beach sunset run',
        date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        time: '18:00',
        location: 'Darwin City, NT 0800',
        lat: -12.462,
        lng: 130.842,
        distances: ['5k'],
      },
      { cookie: `stride_sid=${token}` },
    );
    expect(created.status).toBe(201);
    const started = Date.now();
    await expect.poll(titles, { timeout: 1000, interval: 50 }).toContain('Mindil Beach sunset run');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('sends JSON answers through the proxy gzipped to clients that accept it, and plain to others', async () => {
    for (let i = 0; i < 5; i++)
      await createEvent(database.db, { lat: -19.26 + i * 0.001, lng: 146.81, title: `Strand run ${i}` });
    const search = `${proxy.url}/api/events/search?lat=-19.26&lng=146.81&radiusKm=10&hours=720`;
    const zipped = await fetch(search, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(((await zipped.json()) as { total: number }).total).toBe(5);
    const plain = await fetch(search, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { total: number }).total).toBe(5);
  });

  it('counts rate limits across instances', async () => {
    const user = await createUser(database.db, { passwordHash: await hashPassword(PASSWORD) });
    const from = { 'x-forwarded-for': '198.51.100.23' };
    // Ten wrong passwords for one account from one address, half on each instance: that is the limit.
    for (let i = 0; i < 10; i++) {
      const res = await post(
        `${base(i % 2)}/api/auth/login`,
        { email: user.email, password: 'Wrong-1' },
        from,
      );
      expect(res.status).toBe(401);
    }
    for (const i of [0, 1]) {
      const res = await post(`${base(i)}/api/auth/login`, { email: user.email, password: PASSWORD }, from);
      expect(res.status).toBe(429);
    }
    // A per-route limit (newsletter sign-ups, 5 per 10 minutes per address) is shared the same way.
    const signUps = [];
    for (let i = 0; i < 6; i++)
      signUps.push(
        (
          await post(
            `${base(i % 2)}/api/newsletter/subscribe`,
            { email: `limit${i}.${Date.now()}@example.com` },
            { 'x-forwarded-for': '198.51.100.24' },
          )
        ).status,
      );
    expect(signUps.slice(0, 5).every((s) => s < 300)).toBe(true);
    expect(signUps[5]).toBe(429);
  });

  it('runs each queued job once, with both instances working the queue', async () => {
    const runners = await Promise.all(Array.from({ length: 12 }, () => createUser(database.db)));
    // Password reset e-mails, queued through the proxy (so on both instances), each from its own address.
    await Promise.all(
      runners.map(async (r, i) => {
        const res = await post(
          `${proxy.url}/api/auth/forgot-password`,
          { email: r.email },
          { 'x-forwarded-for': `203.0.113.${i + 1}` },
        );
        expect(res.status).toBe(200);
      }),
    );
    const reached = () => runners.filter((r) => smtp.to(r.email!).length > 0).length;
    await expect.poll(reached, { timeout: 15_000 }).toBe(12);
    // Two more polling rounds of both instances: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 4500));
    for (const r of runners) expect(smtp.to(r.email!)).toHaveLength(1);
    const { rows } = await database.db.execute<{ state: string; n: number }>(
      sql`select state, count(*)::int as n from pgboss.job
          where name = 'auth-email' and data->>'kind' = 'reset' group by state`,
    );
    expect(rows).toEqual([{ state: 'completed', n: 12 }]);
  });

  /** Requests through the proxy from `workers` clients until stopped; answers every status seen. */
  async function traffic(workers: number, during: () => Promise<void>) {
    const statuses: number[] = [];
    const event = await createEvent(database.db, { lat: -33.87, lng: 151.21, title: 'Harbour loop' });
    const paths = [
      '/api/health',
      `/api/events/${event.id}`,
      '/api/events/search?lat=-33.87&lng=151.21&radiusKm=10&hours=168',
      '/api/events?limit=20',
      '/api/locations/search?q=bondi&limit=8',
    ];
    const state = { running: true };
    const clients = Array.from({ length: workers }, async (_, w) => {
      for (let n = w; state.running; n++) {
        const res = await fetch(`${proxy.url}${paths[n % paths.length]}`).catch(() => undefined);
        statuses.push(res?.status ?? 0);
        await res?.arrayBuffer();
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    await during();
    await new Promise((r) => setTimeout(r, 1000));
    state.running = false;
    await Promise.all(clients);
    return statuses;
  }

  it('loses no request when an instance shuts down gracefully, or is killed, mid-traffic', async () => {
    const graceful = await traffic(6, () => instances[0]!.stop());
    expect(graceful.length).toBeGreaterThan(50);
    expect(graceful.filter((s) => s !== 200)).toEqual([]);
    await startInstance(0);
    // nginx leaves a failed instance out for fail_timeout (2 s) before it tries it again.
    await new Promise((r) => setTimeout(r, 2500));

    const killed = await traffic(6, () => instances[1]!.kill9());
    expect(killed.length).toBeGreaterThan(50);
    expect(killed.filter((s) => s !== 200)).toEqual([]);
    await startInstance(1);
  });
});
