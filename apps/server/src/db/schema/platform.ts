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
