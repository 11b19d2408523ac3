import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../../test/helpers/app.ts';
import type { Database } from '../../db/client.ts';
import { defineJob, type JobHandler } from './job.ts';
import { JobQueue } from './job-queue.ts';

// The queue on its own, on both engines: transactions, keys, retries, restarts, workers, shutdown.
const log = Fastify({ logger: false }).log;
const greet = defineJob({
  name: 'test-greet',
  data: z.object({ to: z.string() }),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
});
const remind = defineJob({ name: 'test-remind', data: z.object({ n: z.number() }), policy: 'stately' });
const nightly = defineJob({ name: 'test-nightly', data: z.object({}), cron: '15 3 * * *' });
// Puts itself off by an hour every time it runs, as a digest does in its runner's quiet hours.
const putOff = defineJob({ name: 'test-put-off', data: z.object({}) });
const inAnHour = () => new Date(Date.now() + 3_600_000);
let putOffRuns = 0;

let database: Database;
const greeted: string[] = [];
let failNext = 0;
const greetHandler: JobHandler<{ to: string }> = async ({ to }) => {
  if (failNext > 0) {
    failNext -= 1;
    throw new Error('mail server down');
  }
  greeted.push(to);
};

function queue(handler = greetHandler, options = {}) {
  const q = new JobQueue(database, log, { pollingIntervalSeconds: 0.5, ...options });
  q.work(greet, handler);
  q.work(remind, async () => {});
  q.work(nightly, async () => {});
  q.work(putOff, async () => {
    putOffRuns += 1;
    await q.send(database.db, putOff, {}, { startAfter: inAnHour() });
  });
  return q;
}

let jobs: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = queue();
  await jobs.start({ workers: false });
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

describe('job queue', () => {
  it('queues a job only when the transaction that sent it commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, greet, { to: 'rolled-back' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, greet, { to: 'committed' });
    });
    expect(await jobs.runDue()).toEqual({ completed: 1, failed: [] });
    expect(greeted).toEqual(['committed']);
  });

  it('checks the payload when sending', async () => {
    await expect(jobs.send(database.db, greet, { to: 42 } as never)).rejects.toThrow();
  });

  it('runs a job no earlier than startAfter, and cancels or moves waiting jobs by key', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await jobs.send(database.db, greet, { to: 'later' }, { startAfter: later, singletonKey: 'event:1:a' });
    await jobs.send(
      database.db,
      greet,
      { to: 'cancelled' },
      { startAfter: later, singletonKey: 'event:2:a' },
    );
    await jobs.send(
      database.db,
      greet,
      { to: 'also cancelled' },
      { startAfter: later, singletonKey: 'event:2:b' },
    );
    expect((await jobs.runDue()).completed).toBe(0);

    expect(await jobs.cancel(database.db, greet, { prefix: 'event:2:' })).toBe(2);
    const sooner = new Date(Date.now() + 60_000);
    expect(await jobs.reschedule(database.db, greet, 'event:1:a', sooner)).toBe(1);
    const waiting = await jobs.unfinished(database.db, greet);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ singletonKey: 'event:1:a', state: 'created', data: { to: 'later' } });
    expect(waiting[0]!.startAfter.getTime()).toBe(sooner.getTime());

    greeted.length = 0;
    expect((await jobs.runDue({ ignoreStartAfter: true })).completed).toBe(1);
    expect(greeted).toEqual(['later']);
  });

  it('keeps one waiting job per key for stately jobs', async () => {
    const first = await jobs.send(database.db, remind, { n: 1 }, { singletonKey: 'event:9:r' });
    const second = await jobs.send(database.db, remind, { n: 2 }, { singletonKey: 'event:9:r' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    await jobs.cancel(database.db, remind, 'event:9:r');
    expect(await jobs.send(database.db, remind, { n: 3 }, { singletonKey: 'event:9:r' })).toEqual(
      expect.any(String),
    );
    await jobs.runDue();
  });

  it('retries a failed run later, with backoff', async () => {
    failNext = 1;
    greeted.length = 0;
    await jobs.send(database.db, greet, { to: 'retried' }, { singletonKey: 'retry-me' });
    const first = await jobs.runDue();
    expect(first.failed).toEqual([{ name: 'test-greet', id: expect.any(String), error: 'mail server down' }]);
    const [waiting] = await jobs.unfinished(database.db, greet, 'retry-me');
    expect(waiting!.state).toBe('retry');
    // Backoff: the first retry waits between one and two delays (60–120 s).
    expect(waiting!.startAfter.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect((await jobs.runDue()).completed).toBe(0);
    expect((await jobs.runDue({ ignoreStartAfter: true })).completed).toBe(1);
    expect(greeted).toEqual(['retried']);
  });

  it('runs a job scheduled for later once when start times are ignored, though it puts itself off', async () => {
    await jobs.send(database.db, putOff, {}, { startAfter: inAnHour() });
    expect((await jobs.runDue({ ignoreStartAfter: true })).completed).toBe(1);
    expect(putOffRuns).toBe(1);
    const [waiting, ...more] = await jobs.unfinished(database.db, putOff);
    expect(more).toEqual([]);
    expect(waiting!.startAfter.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  it('keeps waiting jobs across a restart', async () => {
    await jobs.send(database.db, greet, { to: 'after restart' });
    await jobs.stop();
    jobs = queue();
    await jobs.start({ workers: false });
    greeted.length = 0;
    await jobs.runDue();
    expect(greeted).toEqual(['after restart']);
  });

  it('registers cron schedules once, however many instances start', async () => {
    const other = queue();
    await other.start({ workers: false });
    const { rows } = await database.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule where name like 'test-%'`,
    );
    expect(rows).toEqual([{ name: 'test-nightly', cron: '15 3 * * *', timezone: 'UTC' }]);
    await other.stop();
  });
});

describe('workers', () => {
  it('work jobs in the background at once and hand running ones back on shutdown', async () => {
    await jobs.stop();
    const quickDone = deferred();
    const slowStarted = deferred();
    const slowMayFinish = deferred();
    const worker = queue(
      async ({ to }) => {
        if (to === 'quick') quickDone.resolve();
        if (to === 'slow') {
          slowStarted.resolve();
          await slowMayFinish.promise;
        }
      },
      // A long poll: these jobs are found because sending wakes this process's worker.
      { shutdownTimeoutMs: 1000, pollingIntervalSeconds: 30 },
    );
    await worker.start({ workers: true });
    await worker.send(database.db, greet, { to: 'quick' });
    await quickDone.promise;

    await worker.send(database.db, greet, { to: 'slow' }, { singletonKey: 'slow' });
    await slowStarted.promise;
    // Still running when the shutdown time is up: handed back to the queue, to be retried.
    await worker.stop();
    slowMayFinish.resolve();
    const [handedBack] = await worker.unfinished(database.db, greet, 'slow');
    expect(handedBack?.state).toBe('retry');

    jobs = queue();
    await jobs.start({ workers: false });
  });

  it('finish the running job on shutdown and hand the rest of the batch back unused', async () => {
    await jobs.stop();
    const firstStarted = deferred();
    const firstMayFinish = deferred();
    const ran: string[] = [];
    const worker = queue(
      async ({ to }) => {
        ran.push(to);
        if (ran.length === 1) {
          firstStarted.resolve();
          await firstMayFinish.promise;
        }
      },
      { shutdownTimeoutMs: 5000, pollingIntervalSeconds: 30 },
    );
    await worker.start({ workers: true });
    await worker.sendMany(database.db, greet, [
      { data: { to: 'batch-1' }, options: { singletonKey: 'batch-1' } },
      { data: { to: 'batch-2' }, options: { singletonKey: 'batch-2' } },
      { data: { to: 'batch-3' }, options: { singletonKey: 'batch-3' } },
    ]);
    await firstStarted.promise;
    const stopped = worker.stop();
    setTimeout(() => firstMayFinish.resolve(), 200);
    await stopped;
    expect(ran).toHaveLength(1);
    // The two not started are waiting again, with no retry used: another instance takes them.
    const waiting = (await worker.unfinished(database.db, greet)).filter((j) =>
      j.data.to.startsWith('batch-'),
    );
    expect(waiting.map((j) => j.state)).toEqual(['created', 'created']);
    const { rows } = await database.db.execute<{ retry_count: number }>(
      sql`select retry_count from pgboss.job where singleton_key like 'batch-%' and state = 'created'`,
    );
    expect(rows.map((r) => Number(r.retry_count))).toEqual([0, 0]);

    jobs = queue();
    await jobs.start({ workers: false });
    expect((await jobs.runDue()).completed).toBe(2);
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
