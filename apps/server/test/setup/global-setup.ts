import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../../src/db/client.ts';
import { importLocalitiesIfEmpty } from '../../src/modules/locations/locations.import.ts';
import { DERIVED_SQL, migrate } from '../../src/bootstrap.ts';
import { createServices } from '../../src/services.ts';
import { startCluster, type Cluster } from './postgres-cluster.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CACHE_DIR = path.join(ROOT, '.tmp', 'test');
export const TEMPLATE_DB = 'stride_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresAdminUrl: string;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_DIR, f);
    if (f.endsWith('.sql') || f.endsWith('.json')) hash.update(f).update(readFileSync(full));
  }
  hash.update(
    readFileSync(fileURLToPath(new URL('../../src/modules/locations/locations.import.ts', import.meta.url))),
  );
  // So is the SQL derived from TypeScript definitions (stored cards, participant counts).
  hash.update(JSON.stringify(DERIVED_SQL));
  // The job queue's own tables are part of the snapshot too.
  hash.update(readFileSync(path.join(ROOT, 'node_modules/pg-boss/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** pg-boss's tables and every queue the app defines, so each test file's queue starts at once. */
async function installJobQueue(database: Database): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) });
  const mailer = { send: async () => {}, close: () => {} };
  const { jobs } = createServices(database, config, {
    mailer,
    log: Fastify({ logger: false }).log,
    sessionSecret: 'x'.repeat(40),
  });
  await jobs.start({ workers: false });
  await jobs.stop();
}

/** A migrated PGlite with the localities, saved once as a tarball; each test file starts from a copy. */
async function pgliteSnapshot(): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  await migrate(database);
  await importLocalitiesIfEmpty(database.db);
  await installJobQueue(database);
  const blob = await database.pglite!.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  return file;
}

/** A PostgreSQL database migrated once and used as the template for each test file's database. */
async function postgresTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  await migrate(database);
  await importLocalitiesIfEmpty(database.db);
  await installJobQueue(database);
  await database.close();
}

export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    let cluster: Cluster | undefined;
    let adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      cluster = await startCluster();
      adminUrl = cluster.url('postgres');
    }
    await postgresTemplate(adminUrl);
    project.provide('postgresAdminUrl', adminUrl);
    return () => cluster?.stop();
  }
  project.provide('pgliteSnapshot', await pgliteSnapshot());
  return undefined;
}
