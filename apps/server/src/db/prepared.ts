import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown[]> };
const preparedQueries = new WeakMap<Db, Map<string, Prepared>>();

/** A named value a prepared statement is executed with. */
export const param = (name: string) => sql.placeholder(name);

/**
 * A statement prepared once per database under `name` (node-postgres then parses it once per
 * connection, and PostgreSQL plans it once there): the hot public reads skip building their SQL and
 * PostgreSQL skips parsing and planning it (decisions 0019, 0023). One name per shape of the query (which
 * filters are present, the page size). Limits are written into the statement rather than bound: with
 * `LIMIT $n` a generic plan assumes thousands of rows and picks a hash join over the table.
 */
export function preparedOnce<T extends Prepared>(db: Db, name: string, prepare: () => T): T {
  let queries = preparedQueries.get(db);
  if (!queries) preparedQueries.set(db, (queries = new Map()));
  let query = queries.get(name);
  if (!query) queries.set(name, (query = prepare()));
  return query as T;
}
