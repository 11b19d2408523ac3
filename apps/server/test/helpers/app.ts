import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import type { RunSummary } from '../../src/lib/jobs/job-queue.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

export const engine = process.env.STRIDE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A new PostgreSQL database copied from the migrated template, and how to drop it again. */
export async function newPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template stride_template`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { url: url.toString(), drop };
}

/** The migrated PGlite snapshot; `pgliteDir` unpacks it into a data directory, otherwise it stays in memory. */
export function openPgliteCopy(pgliteDir?: string): Promise<Database> {
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return openDatabase({ pgliteDir, pgliteSnapshot: snapshot });
}

/** A fresh database for one test file: a copy of the migrated snapshot (PGlite) or template (PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  if (engine === 'pglite') return openPgliteCopy();
  const { url, drop } = await newPostgresDatabase();
  const database = await openDatabase({ databaseUrl: url, poolSize: 20 });
  const close = database.close;
  database.close = async () => {
    await close();
    await drop();
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

type Inject = FastifyInstance['inject'];

/**
 * Makes `app.inject` send what Stride's own pages send: unsafe requests carry PUBLIC_URL's Origin (the
 * CSRF check refuses them otherwise), unless the test sets `origin` or `sec-fetch-site` itself. Returns
 * the unchanged inject, for tests that need a request with neither header.
 */
export function injectAsOwnPages(app: FastifyInstance): Inject {
  const raw = app.inject.bind(app) as Inject;
  const call = raw as (...args: unknown[]) => unknown;
  const origin = new URL(app.config.publicUrl).origin;
  const wrapped = (options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || typeof options === 'string' || callback) return call(options, callback);
    const headers = options.headers ?? {};
    const named = Object.keys(headers).map((name) => name.toLowerCase());
    if (named.includes('origin') || named.includes('sec-fetch-site')) return call(options);
    return call({ ...options, headers: { ...headers, origin } });
  };
  app.inject = wrapped as Inject;
  return raw;
}

/** buildApp for tests: the real app, with inject acting as Stride's pages (injectAsOwnPages). */
export async function buildTestApp(...args: Parameters<typeof buildApp>): Promise<FastifyInstance> {
  const app = await buildApp(...args);
  injectAsOwnPages(app);
  return app;
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** Runs every background job that is due (e-mails, notices…) and answers what happened. */
  runJobs: () => Promise<RunSummary>;
  /** app.inject exactly as given: no Origin added (CSRF tests). */
  rawInject: Inject;
  close: () => Promise<void>;
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(overrides), { database });
  const rawInject = injectAsOwnPages(app);
  await app.ready();
  return {
    app,
    database,
    runJobs: () => app.services.jobs.runDue(),
    rawInject,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * An app that sends real e-mail to an SMTP sink on 127.0.0.1, and trusts X-Forwarded-For from loopback
 * so a test can play many clients (per-IP limits). `ctx.runJobs()` sends what was queued.
 */
export async function createMailTestApp(
  overrides: Record<string, string> = {},
): Promise<TestContext & { smtp: SmtpSink }> {
  const smtp = await startSmtpSink();
  const ctx = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', ...overrides });
  return {
    ...ctx,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}
