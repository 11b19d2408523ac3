import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPostgres } from './listener.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** What both drivers' raw query results have in common: the rows. */
type Rows<T> = { rows: T[] };
export interface RowsResultHKT extends PgQueryResultHKT {
  type: Rows<this['row']>;
}
export type Db = PgDatabase<RowsResultHKT, Schema>;
/** The handle `db.transaction(async (tx) => …)` gives its callback. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What every repository function takes first: the database, or a transaction the caller opened, so
 * one service can run several repository calls (and send jobs) atomically.
 */
export type Executor = Db | Transaction;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onNotice` whenever a transaction that sent NOTIFY on `channel` commits, on any instance
   * (PGlite: this process). Answers the function that stops listening.
   */
  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
  /** Only for PGlite: the raw instance (tests snapshot it with dumpDataDir; the job queue runs on it). */
  pglite?: PGlite;
  /** Only for PostgreSQL: the connection pool (the job queue shares it). */
  pool?: pg.Pool;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
export const PGLITE_EXTENSIONS = { cube, earthdistance, pg_trgm, btree_gist };

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; undefined keeps the database in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir tarball to start from (tests). */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options);
}

async function openPglite({ pgliteDir, pgliteSnapshot }: DatabaseOptions): Promise<Database> {
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir, {
    extensions: PGLITE_EXTENSIONS,
    ...(pgliteSnapshot ? { loadDataDir: pgliteSnapshot } : {}),
  });
  const driver = drizzlePglite({ client, schema, casing: 'snake_case' });
  // Both drivers answer raw queries with `{ rows }`; Db is typed by that common shape.
  const db = driver as Db;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    migrate: () => migratePglite(driver, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const driver = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  const db = driver as Db;
  return {
    db,
    engine: 'postgres',
    pool,
    migrate: () => migratePg(driver, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    listen: (channel, onNotice) => listenPostgres(url, channel, onNotice),
    close: () => pool.end(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
