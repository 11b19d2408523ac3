import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { withStartupLock } from '../../db/startup-lock.ts';
import type { JobDefinition, JobHandler, JobRun, SendOptions, WaitingJob } from './job.ts';
import {
  BOSS_SCHEMA,
  cancelWaiting,
  releaseUnstarted,
  rescheduleWaiting,
  unfinishedJobs,
  waitingJobExists,
} from './jobs.repository.ts';
import { bossDb, executorDb } from './pg-boss-db.ts';

export interface JobQueueOptions {
  /**
   * How often an idle worker looks for new jobs (pg-boss's minimum is 0.5 s). By default 2 s on
   * PostgreSQL and 15 s on PGlite, where each look runs on the server's own thread; there every job
   * comes from this process, which wakes its worker as soon as it sends one.
   */
  pollingIntervalSeconds?: number;
  /** Jobs one worker takes per fetch; a full batch fetches again at once. */
  batchSize?: number;
  /** How long stop() lets running jobs finish before handing them back to the queue. */
  shutdownTimeoutMs?: number;
}

export interface StartOptions {
  /**
   * true in the server process: poll for jobs, turn cron schedules into jobs, expire and archive.
   * false in API tests, which run due jobs themselves with runDue().
   */
  workers: boolean;
}

export interface RunSummary {
  completed: number;
  failed: Array<{ name: string; id: string; error: string }>;
}

// After a send, the local worker looks again this soon (the sending transaction has usually committed).
const WAKE_DELAY_MS = 50;

// Kept short: job payloads can hold an e-mail address (forgot-password for an unknown account).
const RETENTION = {
  archiveCompletedAfterSeconds: 3600,
  archiveFailedAfterSeconds: 7 * 86_400,
  deleteAfterDays: 1,
};

/** Our send options in pg-boss's terms (only those given, so the queue's defaults apply otherwise). */
function jobOptions({ startAfter, singletonKey, retry = {} }: SendOptions) {
  return {
    ...(startAfter ? { startAfter } : {}),
    ...(singletonKey ? { singletonKey } : {}),
    ...(retry.limit !== undefined ? { retryLimit: retry.limit } : {}),
    ...(retry.delaySeconds !== undefined ? { retryDelay: retry.delaySeconds } : {}),
    ...(retry.backoff !== undefined ? { retryBackoff: retry.backoff } : {}),
  };
}

interface Registered {
  definition: JobDefinition<unknown>;
  handler?: JobHandler<unknown>;
}

/**
 * The one queue for all background work (decision 0008): pg-boss 10 on the app's own database, on
 * PostgreSQL and PGlite alike. Jobs are sent through the caller's executor, so they commit or roll
 * back with the caller's writes; cron schedules run once per slot across every instance; failed runs
 * are retried with backoff; jobs survive restarts; stop() lets running jobs finish or hands them back.
 */
export class JobQueue {
  #boss: PgBoss | undefined;
  readonly #jobs = new Map<string, Registered>();
  readonly #workerIds = new Map<string, string>();
  readonly #options: Required<JobQueueOptions>;
  #started = false;
  #stopping = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.#options = {
      pollingIntervalSeconds: database.engine === 'pglite' ? 15 : 2,
      batchSize: 10,
      shutdownTimeoutMs: 10_000,
      ...options,
    };
  }

  /** Declares a kind of job (every definition must be declared before start, to get its queue). */
  define<T>(definition: JobDefinition<T>): void {
    if (this.#jobs.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.#jobs.set(definition.name, { definition: definition as JobDefinition<unknown> });
  }

  /** Declares a job together with the function that does it. */
  work<T>(definition: JobDefinition<T>, handler: JobHandler<T>): void {
    this.define(definition);
    this.#jobs.get(definition.name)!.handler = handler as JobHandler<unknown>;
  }

  get started(): boolean {
    return this.#started;
  }

  get #ready(): PgBoss {
    if (!this.#boss || !this.#started) throw new Error('The job queue has not started');
    return this.#boss;
  }

  /** Installs or upgrades pg-boss's tables, creates every queue and schedule, and (workers) starts working. */
  async start({ workers }: StartOptions): Promise<void> {
    if (this.#started) return;
    const boss = new PgBoss({
      db: bossDb(this.database),
      schema: BOSS_SCHEMA,
      ...RETENTION,
      // Expiring stuck jobs, archiving, and turning cron schedules into jobs: only where workers run.
      supervise: workers,
      schedule: workers,
      // Cron slots are whole minutes: turning them into jobs twice a minute is soon enough.
      cronWorkerIntervalSeconds: 30,
    });
    boss.on('error', (err) => this.log.warn({ err }, 'job queue error'));
    // pg-boss creates its schema and the queues on first start: one instance at a time.
    await withStartupLock(this.database, async () => {
      await boss.start();
      await this.#syncQueues(boss);
    });
    this.#boss = boss;
    this.#started = true;
    if (!workers) return;
    for (const { definition, handler } of this.#jobs.values()) {
      if (!handler) continue;
      const { batchSize, pollingIntervalSeconds } = this.#options;
      const workerId = await boss.work<unknown>(
        definition.name,
        { batchSize, pollingIntervalSeconds, includeMetadata: true },
        async (jobs) => {
          let next = 0;
          // Once stopping, the rest of the batch goes back to the queue untouched, for another instance.
          while (next < jobs.length && !this.#stopping)
            await this.#run(boss, definition, handler, jobs[next++]!);
          const left = jobs.slice(next).map((j) => j.id);
          if (left.length) return void (await releaseUnstarted(this.database.db, definition.name, left));
          // A full batch means a backlog: fetch again now instead of after the polling interval.
          if (jobs.length === batchSize) boss.notifyWorker(workerId);
        },
      );
      this.#workerIds.set(definition.name, workerId);
    }
  }

  /** Creates missing queues and brings settings and cron schedules in line with the definitions. */
  async #syncQueues(boss: PgBoss): Promise<void> {
    const queues = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    const schedules = new Map((await boss.getSchedules()).map((s) => [s.name, s.cron]));
    for (const { definition } of this.#jobs.values()) {
      const wanted = {
        name: definition.name,
        policy: definition.policy,
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.backoff,
        expireInSeconds: definition.expireInSeconds,
      };
      const queue = queues.get(definition.name);
      if (!queue) await boss.createQueue(definition.name, wanted);
      else if (
        queue.policy !== wanted.policy ||
        queue.retryLimit !== wanted.retryLimit ||
        queue.retryDelay !== wanted.retryDelay ||
        queue.retryBackoff !== wanted.retryBackoff ||
        queue.expireInSeconds !== wanted.expireInSeconds
      ) {
        await boss.updateQueue(definition.name, wanted);
      }
      const cron = schedules.get(definition.name);
      if (definition.cron && cron !== definition.cron) {
        await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      } else if (!definition.cron && cron !== undefined) {
        await boss.unschedule(definition.name);
      }
    }
  }

  /**
   * Stops fetching, lets running jobs finish for up to shutdownTimeoutMs and hands fetched jobs not yet
   * started back untouched; jobs still running at the deadline go back as failed runs (retried later,
   * here or on another instance).
   */
  async stop(): Promise<void> {
    if (!this.#boss || !this.#started) return;
    this.#stopping = true;
    this.#started = false;
    this.#workerIds.clear();
    await this.#boss.stop({
      graceful: true,
      wait: true,
      close: false,
      timeout: this.#options.shutdownTimeoutMs,
    });
    this.#stopping = false;
  }

  /**
   * Queues a job in the caller's executor: pass the transaction that makes the change the job is
   * about, so the job exists if and only if that change commits. Answers the job id, or null when a
   * 'stately' job with the same singletonKey is already waiting.
   */
  async send<T>(
    executor: Executor,
    definition: JobDefinition<T>,
    data: T,
    options: SendOptions = {},
  ): Promise<string | null> {
    this.#assertDefined(definition);
    const payload = definition.data.parse(data) as object;
    const id = await this.#ready.send(definition.name, payload, {
      db: executorDb(executor),
      ...jobOptions(options),
    });
    if (id === null && definition.policy === 'standard') {
      throw new Error(`Job ${definition.name} was not queued`);
    }
    // A job for later (a reminder days ahead) is found by a later poll: waking the worker now would only
    // cost it a fetch that finds nothing, on every join (issue 30).
    if (!options.startAfter || options.startAfter.getTime() <= Date.now() + WAKE_DELAY_MS)
      this.#wake(definition.name);
    return id;
  }

  /** Queues many jobs of one kind in one statement, in the caller's executor (like send). */
  async sendMany<T>(
    executor: Executor,
    definition: JobDefinition<T>,
    jobs: Array<{ data: T; options?: SendOptions }>,
  ): Promise<void> {
    this.#assertDefined(definition);
    if (!jobs.length) return;
    await this.#ready.insert(
      jobs.map(({ data, options = {} }) => ({
        name: definition.name,
        data: definition.data.parse(data) as object,
        ...jobOptions(options),
      })),
      { db: executorDb(executor) },
    );
    this.#wake(definition.name);
  }

  /**
   * Asks this process's worker for the queue to look now rather than at its next poll. On PGlite its
   * query waits for the sending transaction to end (one connection), so it sees the job; on PostgreSQL
   * a job committed later is found by the next poll.
   */
  #wake(name: string): void {
    const workerId = this.#workerIds.get(name);
    if (!workerId) return;
    setTimeout(() => this.#boss?.notifyWorker(workerId), WAKE_DELAY_MS).unref();
  }

  /** Cancels waiting jobs by singletonKey (or every key starting with a prefix); answers how many. */
  cancel<T>(
    executor: Executor,
    definition: JobDefinition<T>,
    key: string | { prefix: string },
  ): Promise<number> {
    this.#assertDefined(definition);
    return cancelWaiting(executor, definition.name, key, definition.policy);
  }

  /**
   * SQL (a boolean) that a job of this kind with this singletonKey is waiting: read within a statement
   * the caller makes anyway, so that it need not cancel when there is nothing to cancel.
   */
  waitingSql<T>(definition: JobDefinition<T>, key: string): SQL {
    this.#assertDefined(definition);
    return waitingJobExists(definition.name, key, definition.policy);
  }

  /** Moves the waiting job(s) with this singletonKey to a new start time; answers how many moved. */
  reschedule<T>(
    executor: Executor,
    definition: JobDefinition<T>,
    key: string,
    startAfter: Date,
  ): Promise<number> {
    this.#assertDefined(definition);
    return rescheduleWaiting(executor, definition.name, key, startAfter, definition.policy);
  }

  /** Jobs of this kind not finished yet (optionally with one singletonKey), soonest first. */
  async unfinished<T>(
    executor: Executor,
    definition: JobDefinition<T>,
    key?: string,
  ): Promise<WaitingJob<T>[]> {
    const rows = await unfinishedJobs(executor, definition.name, key);
    return rows.map((r) => ({
      id: r.id,
      state: r.state,
      startAfter: new Date(r.start_after),
      singletonKey: r.singleton_key,
      data: r.data as T,
    }));
  }

  /**
   * Runs every job that is due now, including jobs those jobs send, until none is left, and answers
   * what happened. For tests and one-off scripts (where no worker polls); `ignoreStartAfter` also runs
   * the jobs scheduled for later, once: what they send for later waits (a digest that wakes in the
   * runner's quiet hours puts itself off until they end, and would otherwise be run again at once,
   * for ever).
   */
  async runDue(options: { ignoreStartAfter?: boolean } = {}): Promise<RunSummary> {
    const summary: RunSummary = { completed: 0, failed: [] };
    for (let pass = 0, progressed = true; progressed; pass++) {
      progressed = false;
      for (const { definition, handler } of this.#jobs.values()) {
        if (!handler) continue;
        const jobs = await this.#ready.fetch<unknown>(definition.name, {
          batchSize: 50,
          includeMetadata: true,
          ignoreStartAfter: pass === 0 && (options.ignoreStartAfter ?? false),
        });
        for (const job of jobs) {
          progressed = true;
          const error = await this.#run(this.#ready, definition, handler, job);
          if (error) summary.failed.push({ name: definition.name, id: job.id, error });
          else summary.completed += 1;
        }
      }
    }
    return summary;
  }

  /** Runs one job and records the outcome; answers the error message when it failed. */
  async #run(
    boss: PgBoss,
    definition: JobDefinition<unknown>,
    handler: JobHandler<unknown>,
    job: PgBoss.JobWithMetadata<unknown>,
  ): Promise<string | undefined> {
    const run: JobRun = { id: job.id, retryCount: job.retryCount };
    try {
      await handler(definition.data.parse(job.data), run);
      await boss.complete(definition.name, job.id);
      return undefined;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, job: definition.name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
      await boss.fail(definition.name, job.id, { message });
      return message;
    }
  }

  #assertDefined(definition: JobDefinition<unknown>): void {
    if (!this.#jobs.has(definition.name)) throw new Error(`Job ${definition.name} is not defined`);
  }
}
