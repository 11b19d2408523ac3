import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Executor } from '../../db/client.ts';

type Row = Record<string, unknown>;

// pg-boss sends undefined for options that were not given; both drivers want null.
const params = (values: unknown[] | undefined) => (values ?? []).map((v) => (v === undefined ? null : v));

/**
 * pg-boss's connection on the app's own database: node-postgres's pool, or the one PGlite instance
 * (PGlite is single-process and single-connection, so pg-boss cannot open connections of its own).
 * Without values pg-boss may send several statements at once (its schema set-up and maintenance, in
 * BEGIN … COMMIT): PGlite runs those through exec(), whose last result carries the rows.
 */
export function bossDb(database: Database): PgBoss.Db {
  const { pglite, pool } = database;
  if (pglite) {
    return {
      async executeSql(text, values) {
        if (values?.length) return { rows: (await pglite.query<Row>(text, params(values))).rows };
        const results = await pglite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Row[] };
      },
    };
  }
  if (pool) {
    return {
      async executeSql(text, values) {
        return { rows: (await pool.query<Row>(text, values?.length ? params(values) : undefined)).rows };
      },
    };
  }
  throw new Error('The job queue needs PGlite or a PostgreSQL pool');
}

/**
 * pg-boss's connection on a caller's executor: the database, or a transaction it opened, so a job is
 * written in that transaction (it exists if and only if the caller's writes commit). pg-boss's
 * positional parameters ($1…) become Drizzle parameters; arrays stay one parameter (uuid[]).
 */
export function executorDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await executor.execute<Row>(withParams(text, params(values)));
      return { rows: result.rows };
    },
  };
}

function withParams(text: string, values: unknown[]): SQL {
  if (!values.length) return sql.raw(text);
  const chunks: SQL[] = [];
  let at = 0;
  for (const match of text.matchAll(/\$(\d+)\b/g)) {
    chunks.push(sql.raw(text.slice(at, match.index)), sql`${sql.param(values[Number(match[1]) - 1])}`);
    at = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(at)));
  return sql.join(chunks);
}
