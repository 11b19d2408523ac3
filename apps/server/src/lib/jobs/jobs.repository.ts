import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedRows } from '../../db/prepared.ts';
import type { JobDefinition } from './job.ts';

type JobPolicy = JobDefinition<unknown>['policy'];

/**
 * Keyed operations pg-boss 10 has no API for (it cancels and finds by job id only), as SQL on its job
 * table. They run on the caller's executor, so a cancelled or moved job changes together with the
 * write that caused it. The table layout is pg-boss 10's; a pg-boss upgrade must re-check these.
 */
export const BOSS_SCHEMA = 'pgboss';
const JOB = sql.raw(`${BOSS_SCHEMA}.job`);

/**
 * Jobs that have not started yet, by exact key or by key prefix. By exact key on a 'stately' queue the
 * condition is the one pg-boss's own index on such queues answers (name, state, coalesce(singleton_key,
 * '') where state <= 'active' and policy = 'stately'): each state named, the key as that expression, the
 * policy. Written as `state < 'active' and singleton_key = …` PostgreSQL read every job of the queue,
 * about a millisecond per thousand waiting reminders on every join and leave (issue 30).
 */
function waiting(name: string, key: string | { prefix: string }, policy: JobPolicy): SQL {
  if (typeof key !== 'string')
    return sql`name = ${name} and starts_with(singleton_key, ${key.prefix}) and state < 'active'`;
  const indexed = policy === 'stately' ? sql` and policy = 'stately'` : sql``;
  return sql`name = ${name} and coalesce(singleton_key, '') = ${key} and singleton_key = ${key}
    and state in ('created', 'retry')${indexed}`;
}

/** SQL: a job with this key is waiting, for a caller to read in a statement it makes anyway. */
export function waitingJobExists(name: string, key: string, policy: JobPolicy): SQL {
  return sql`exists (select 1 from ${JOB} where ${waiting(name, key, policy)})`;
}

export async function cancelWaiting(
  executor: Executor,
  name: string,
  key: string | { prefix: string },
  policy: JobPolicy,
): Promise<number> {
  // Named (db/prepared.ts): every join and leave may cancel a reminder. One name per shape of the condition.
  const rows = await namedRows<{ id: string }>(
    executor,
    `job_cancel_${typeof key === 'string' ? 'key' : 'prefix'}_${policy}`,
    sql`update ${JOB} set state = 'cancelled', completed_on = now() where ${waiting(name, key, policy)} returning id`,
  );
  return rows.length;
}

/** Moves waiting jobs to a new start; how long they may wait unrun moves with them. */
export async function rescheduleWaiting(
  executor: Executor,
  name: string,
  key: string,
  startAfter: Date,
  policy: JobPolicy,
): Promise<number> {
  const at = sql`${startAfter.toISOString()}::timestamptz`;
  const result = await executor.execute<{ id: string }>(
    sql`update ${JOB} set keep_until = ${at} + (keep_until - start_after), start_after = ${at}
        where ${waiting(name, key, policy)} returning id`,
  );
  return result.rows.length;
}

export type WaitingRow = {
  id: string;
  state: 'created' | 'retry' | 'active';
  start_after: Date | string;
  singleton_key: string | null;
  data: unknown;
};

/** Jobs of a queue not finished yet (waiting, retrying or running), soonest first. */
export async function unfinishedJobs(executor: Executor, name: string, key?: string): Promise<WaitingRow[]> {
  const result = await executor.execute<WaitingRow>(
    sql`select id, state::text as state, start_after, singleton_key, data from ${JOB}
        where name = ${name} and state < 'completed' ${key === undefined ? sql`` : sql`and singleton_key = ${key}`}
        order by start_after, created_on`,
  );
  return result.rows;
}

/**
 * Hands jobs this instance fetched but never started back to the queue as if never fetched (no retry
 * used up): a worker fetches a batch, and a shutdown stops it between two of them.
 */
export async function releaseUnstarted(executor: Executor, name: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await executor.execute<{ id: string }>(
    sql`update ${JOB} set state = 'created', started_on = null
        where name = ${name} and id in ${ids} and state = 'active' returning id`,
  );
  return result.rows.length;
}

/**
 * Deletes the jobs, waiting or done (and archived), whose data names a runner by id or by e-mail
 * address: a deleted account's address must not linger in a finished sign-in e-mail job for the week
 * pg-boss keeps it. Jobs a worker is running are left to finish (their handlers look the runner up
 * again and find no one). No-op before the queue has created its tables.
 */
export async function deleteJobsNaming(
  executor: Executor,
  runner: { userId: string; email: string | null },
): Promise<void> {
  const present = await executor.execute<{ ok: boolean }>(
    sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null and to_regclass(${`${BOSS_SCHEMA}.archive`}) is not null as ok`,
  );
  if (!present.rows[0]?.ok) return;
  const naming = sql`(data ->> 'userId' = ${runner.userId}
    ${runner.email ? sql`or lower(data ->> 'email') = lower(${runner.email})` : sql``})`;
  await executor.execute(sql`delete from ${JOB} where ${naming} and state <> 'active'`);
  await executor.execute(sql`delete from ${sql.raw(`${BOSS_SCHEMA}.archive`)} where ${naming}`);
}
