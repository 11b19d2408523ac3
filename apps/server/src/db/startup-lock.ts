import type { Database } from './client.ts';

/** The advisory lock every instance takes around its schema work at start-up. */
const STARTUP_LOCK_ID = 741_852_963;

/**
 * Runs `work` while holding the start-up advisory lock (PostgreSQL), so instances started together on
 * one database do their schema work one after another: the migrations and derived SQL (bootstrap.ts)
 * and the job queue's own schema and queues (lib/jobs/job-queue.ts). Two instances creating pg-boss's
 * schema at once made one die (issue 30). PGlite is one process: nothing to wait for.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  // Its own connection holds the lock; the work runs on the pool's others.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
    client.release();
  }
}
