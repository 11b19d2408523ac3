import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort, startServer, type ServerProcess } from '../crash/server-process.ts';
import { engine } from '../helpers/app.ts';

/*
 * Issue 30: a rollout of several replicas on an empty PostgreSQL, or a restart of all of them, must come
 * up. Two instances started at the same moment used to race creating the job queue's schema, and one
 * died. Three instances start at once on an empty database here, then all three restart at once.
 */
describe.skipIf(engine !== 'postgres')('instances started together', () => {
  const adminUrl = () => inject('postgresAdminUrl');
  const name = `stride_start_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  let instances: ServerProcess[] = [];

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      return await client.query(query);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await Promise.all(instances.map((s) => s.stop()));
    await admin(`drop database if exists ${name} with (force)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const url = () => {
    const u = new URL(adminUrl());
    u.pathname = `/${name}`;
    return u.toString();
  };

  async function startThree() {
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    return Promise.all(
      ports.map((port) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-start-'));
        dataDirs.push(dataDir);
        return startServer({ DATABASE_URL: url(), DATA_DIR: dataDir }, port);
      }),
    );
  }

  it('three instances on an empty database all come up, then all restart at once', async () => {
    await admin(`create database ${name}`);
    instances = await startThree();
    for (const s of instances) expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      const schemas = await client.query(
        `select nspname from pg_namespace where nspname in ('pgboss', 'drizzle')`,
      );
      expect(schemas.rows.map((r) => r.nspname).sort()).toEqual(['drizzle', 'pgboss']);
      const derived = await client.query('select name from derived_sql order by name');
      expect(derived.rows.map((r) => r.name)).toEqual([
        'club-card',
        'event-card',
        'event-sequence',
        'participant-counts',
      ]);
    } finally {
      await client.end();
    }
    for (const s of instances) expect(s.stderr()).not.toMatch(/duplicate key|error/i);

    await Promise.all(instances.map((s) => s.stop()));
    instances = await startThree();
    for (const s of instances) expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
  }, 240_000);
});
