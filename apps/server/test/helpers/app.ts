import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';

export const engine = process.env.STRIDE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh database for one test file: a copy of the migrated snapshot (PGlite) or template (PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  if (engine === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ pgliteSnapshot: snapshot });
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template stride_template`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return database;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Most tests write rows straight into the database, behind discovery's back; its own test turns it on.
    EVENTS_CACHE_TTL_MS: '0',
    PUBLIC_URL: 'http://localhost:5000',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-config-check',
    ...overrides,
  });
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
