import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, engine, testConfig } from '../../test/helpers/app.ts';
import type { Database } from '../db/client.ts';
import { postgresError } from './database-errors.ts';

// Issue 14: whatever the contracts miss, a value PostgreSQL refuses is the caller's input: a 4xx, never
// a 500. Routes that exist only here hand the database such values straight, on both engines.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(testConfig(), { database });
  app.get('/api/test/nul', async () => database.db.execute(sql`select ${'a\u0000b'}::text as t`));
  app.get('/api/test/int', async () => database.db.execute(sql`select ${'99999999999'}::integer as n`));
  app.get('/api/test/not-a-number', async () => database.db.execute(sql`select ${'abc'}::integer as n`));
  app.get('/api/test/duplicate', async () => {
    await database.db.execute(sql`create table if not exists t_unique (k int primary key)`);
    await database.db.execute(sql`insert into t_unique values (1) on conflict do nothing`);
    return database.db.execute(sql`insert into t_unique values (1)`);
  });
  app.get('/api/test/broken-sql', async () => database.db.execute(sql`select * from no_such_table`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe(`database errors (${engine})`, () => {
  it.each(['/api/test/nul', '/api/test/int', '/api/test/not-a-number'])(
    '%s: a value the database refuses is a 400',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_input',
        message: 'The request holds a value that cannot be stored. Check the text and numbers and try again.',
        code: 'errors.invalidInput',
      });
    },
  );

  it('a duplicate is a 409', async () => {
    const res = await app.inject({ url: '/api/test/duplicate' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('conflict');
  });

  it('our own broken SQL stays a 500 that tells nothing', async () => {
    const res = await app.inject({ url: '/api/test/broken-sql' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('no_such_table');
  });

  it('reads the SQLSTATE through Drizzle’s wrapper, and only from database errors', () => {
    const wrapped = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('x'), { code: '22P05', severity: 'ERROR' }),
    });
    expect(postgresError(wrapped)?.code).toBe('22P05');
    expect(postgresError(Object.assign(new Error('socket'), { code: 'EPIPE' }))).toBeUndefined();
  });
});
