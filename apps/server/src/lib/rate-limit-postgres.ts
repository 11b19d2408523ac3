import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { namedRows } from '../db/prepared.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { Count, CounterStore } from './rate-limiter.ts';

/**
 * Rate-limit counters in PostgreSQL, shared by every instance: one upsert per hit, so two instances
 * counting the same key at the same moment both see the other's hit (the row lock orders them). Window
 * arithmetic uses the database's clock, the one clock all instances share.
 */
const TTL_MS = sql.raw('(extract(epoch from reset_at - now()) * 1000)::float8');

export class PostgresCounters implements CounterStore {
  constructor(private readonly db: Db) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    // Named (db/prepared.ts): every rate-limited request hits it, so PostgreSQL plans it once.
    const rows = await namedRows<{ count: number; ttl_ms: number }>(
      this.db,
      'rate_limit_hit',
      sql`
      insert into rate_limit_counters as c (key, count, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when c.reset_at <= now() then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning count, ${TTL_MS} as ttl_ms`,
    );
    const row = rows[0]!;
    return { count: Number(row.count), ttlMs: Number(row.ttl_ms) };
  }

  async peek(keys: string[]): Promise<Map<string, Count>> {
    if (!keys.length) return new Map();
    const c = rateLimitCounters;
    const rows = await this.db
      .select({ key: c.key, count: c.count, ttlMs: sql<number>`${TTL_MS}` })
      .from(c)
      .where(and(inArray(c.key, keys), gt(c.resetAt, sql`now()`)))
      // One statement per number of keys (its text has a parameter per key).
      .prepare(`rate_limit_peek_${keys.length}`)
      .execute();
    return new Map(rows.map((r) => [r.key, { count: r.count, ttlMs: Number(r.ttlMs) }]));
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length) await this.db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
  }
}

/** Deletes windows that ended (the hourly purge job); answers how many. */
export async function purgeExpiredCounters(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetAt, now))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
