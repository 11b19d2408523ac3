import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * Rate-limit counters shared by every instance on PostgreSQL (lib/rate-limit-postgres.ts): one row per
 * key (e.g. `login:ip:203.0.113.9`) and fixed window. Expired rows are reused by the next hit and
 * deleted by the hourly purge job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: instant().notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);

/**
 * SQL the server derives from TypeScript definitions (db/derived-sql.ts): the stored cards' functions,
 * the participant-count trigger. Each is applied at start-up when its text changed, with the data it
 * renders rebuilt in the same transaction; `hash` is its text's SHA-256.
 */
export const derivedSql = pgTable('derived_sql', {
  name: text().primaryKey(),
  hash: text().notNull(),
  appliedAt: instant().notNull(),
});
