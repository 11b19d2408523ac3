import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { eventComments, eventParticipants, events } from '../../src/db/schema/index.ts';
import { localDate } from '../../src/lib/timezones.ts';
import { engine, newPostgresDatabase, openPgliteCopy } from '../helpers/app.ts';
import { createUser, startSession } from '../helpers/factories.ts';
import { freePort, startServer, type ServerProcess } from './server-process.ts';

/*
 * Issue 14's crash test: the real server process takes writes (events, joins, comments) from several
 * clients at once, is killed with SIGKILL in the middle of them, and restarts on the same data. Every
 * write it answered 2xx must still be there. Three rounds, on PGlite (its data directory) and on
 * PostgreSQL (a database in the test cluster).
 */
const ROUNDS = 3;
const WORKERS = 4;
const RUNNERS = 8;

let dataDir: string;
let serverEnv: Record<string, string>;
let reopen: () => Promise<Database>;
let dropDatabase: () => Promise<void> = async () => {};
const cookies: Array<{ userId: string; cookie: string }> = [];

/** A database for this file, with runners who hold sessions, before the server process owns it. */
async function prepare(): Promise<Database> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-crash-'));
  if (engine === 'pglite') {
    const pgliteDir = path.join(dataDir, 'pglite');
    serverEnv = { DATA_DIR: dataDir };
    reopen = () => openDatabase({ pgliteDir });
    // The migrated, imported snapshot unpacked into a real data directory (no initdb, no import).
    return openPgliteCopy(pgliteDir);
  }
  const { url, drop } = await newPostgresDatabase();
  serverEnv = { DATA_DIR: dataDir, DATABASE_URL: url };
  reopen = () => openDatabase({ databaseUrl: url, poolSize: 2 });
  dropDatabase = drop;
  return reopen();
}

beforeAll(async () => {
  const database = await prepare();
  for (let i = 0; i < RUNNERS; i++) {
    const user = await createUser(database.db);
    const token = await startSession(database.db, user.id);
    cookies.push({ userId: user.id, cookie: `stride_sid=${token}` });
  }
  await database.close();
}, 120_000);

afterAll(async () => {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Acknowledged {
  events: number[];
  joins: Array<{ eventId: number; userId: string }>;
  comments: number[];
}

/** POST as one of the runners; the parsed answer when it was 2xx, undefined otherwise (or on a dropped connection). */
async function post(server: ServerProcess, url: string, cookie: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { cookie, origin: server.baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (res.status < 200 || res.status > 299)
    throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: number };
}

/** One client: create an event, have another runner join it and comment, again and again until stopped. */
async function writer(server: ServerProcess, worker: number, done: Acknowledged, stop: () => boolean) {
  const owner = cookies[worker % RUNNERS]!;
  const guest = cookies[(worker + 1) % RUNNERS]!;
  for (let i = 0; !stop(); i++) {
    const event = await post(server, '/api/events', owner.cookie, {
      title: `Crash run ${worker}.${i}`,
      date: localDate(new Date(Date.now() + 10 * 86_400_000), 'Australia/Sydney'),
      time: '06:00',
      location: 'Bondi, NSW 2026',
      lat: -33.8915,
      lng: 151.2767,
      distances: ['5k'],
    });
    done.events.push(event.id);
    await post(server, `/api/events/${event.id}/join`, guest.cookie);
    done.joins.push({ eventId: event.id, userId: guest.userId });
    const comment = await post(server, `/api/events/${event.id}/comments`, guest.cookie, {
      content: `Round ${i}`,
    });
    done.comments.push(comment.id);
  }
}

describe(`kill -9 in the middle of writes (${engine})`, () => {
  it('keeps every write the server acknowledged, over three crashes and restarts', async () => {
    const done: Acknowledged = { events: [], joins: [], comments: [] };
    const started = performance.now();
    let cut = 0;
    const port = await freePort();
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startServer(serverEnv, port);
      const before = done.events.length + done.joins.length + done.comments.length;
      let killed = false;
      const failures: unknown[] = [];
      const writers = Array.from({ length: WORKERS }, (_, w) =>
        // After the kill, requests in flight fail: their outcome is unknown, so they are not counted.
        writer(server, w, done, () => killed).catch((err: unknown) => {
          if (killed) cut += 1;
          else failures.push(err);
        }),
      );
      // Kill once this round has some acknowledged writes, while the workers still have requests in flight.
      const target = before + 12 * round;
      while (done.events.length + done.joins.length + done.comments.length < target && !failures.length)
        await new Promise((r) => setTimeout(r, 5));
      // From here on a failed request is the kill's doing (requests already sent are still in flight).
      killed = true;
      await server.kill9();
      await Promise.all(writers);
      expect(failures, server.stderr()).toEqual([]);
    }

    console.info(
      `crash ${engine}: ${done.events.length} events, ${done.joins.length} joins, ${done.comments.length} comments acknowledged; ` +
        `${cut} clients cut off mid-request over ${ROUNDS} kills in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // A last start on the same data must come up healthy; then the data is read directly.
    const last = await startServer(serverEnv, port);
    expect((await fetch(`${last.baseUrl}/api/health`)).status).toBe(200);
    await last.stop();
    const database = await reopen();
    try {
      const { db } = database;
      const storedEvents = await db
        .select({ id: events.id })
        .from(events)
        .where(inArray(events.id, done.events));
      expect(storedEvents.map((e) => e.id).sort()).toEqual([...done.events].sort());
      for (const join of done.joins) {
        const [row] = await db
          .select({ id: eventParticipants.id })
          .from(eventParticipants)
          .where(and(eq(eventParticipants.eventId, join.eventId), eq(eventParticipants.userId, join.userId)));
        expect(row, `join of event ${join.eventId}`).toBeDefined();
      }
      const storedComments = await db
        .select({ id: eventComments.id })
        .from(eventComments)
        .where(inArray(eventComments.id, done.comments));
      expect(storedComments).toHaveLength(done.comments.length);
      expect(done.events.length).toBeGreaterThanOrEqual(ROUNDS * 4);
    } finally {
      await database.close();
    }
  }, 300_000);
});
