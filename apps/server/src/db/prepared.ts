import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from './client.ts';

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

/** The parts of a drizzle database (or transaction) that run a raw statement under a name. */
interface NamedRunner {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
}

/**
 * Runs a raw statement as a named statement on the connection `db` runs on (a transaction's too), for
 * the statements of the hot write paths (a join, a leave, a comment, a new run, a rate-limit hit); a
 * query builder's `.prepare(name).execute()` does the same. PostgreSQL parses it once per connection
 * and, once it settles on a generic plan, stops planning it: planning was most of PostgreSQL's time on a
 * join (about 3 ms of its statements' 4, issue 30). `name` must always come with the same SQL text
 * (node-postgres refuses a name reused for another text); values vary freely. PGlite ignores the name.
 */
export async function namedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as NamedRunner;
  const prepared = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return (await prepared.execute()).rows as T[];
}
