import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase, testConfig } from '../../test/helpers/app.ts';
import { createUser, startSession } from '../../test/helpers/factories.ts';
import type { Database } from '../db/client.ts';
import { issueEmailToken } from '../modules/auth/email-tokens.ts';

// Issue 14: a failed insert logged every query parameter: the argon2 hash, the e-mail, the date of birth.
// This drives the paths that log (a 500 from the database, a value the database refuses, outbox mail,
// every request at debug) and greps the whole log for the secrets and personal data involved.
const lines: string[] = [];
let database: Database;
let app: FastifyInstance;

const PASSWORD = 'Coastal-Ridge-58';
const person = {
  email: `log.secret.${Date.now()}@example.com`,
  firstName: 'Zebedee',
  lastName: 'Quixotic',
  dateOfBirth: '1987-06-05',
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(
    testConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'json',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'stride-log-')),
    }),
    { database, logDestination: { write: (line) => void lines.push(line) } },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const register = (overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      ...person,
      password: PASSWORD,
      sex: 'male',
      location: 'Bondi, NSW 2026',
      ...overrides,
    },
  });

describe('the server log', () => {
  it('holds no password, hash, e-mail, name, birth date, session or reset token, whatever fails', async () => {
    // A database failure on the users insert (a 500) …
    await database.db.execute(
      sql.raw(`create function stride_test_fail() returns trigger language plpgsql as
      $$ begin raise exception 'insert refused for the test'; end $$`),
    );
    await database.db.execute(
      sql.raw(
        `create trigger stride_test_fail before insert on users for each row execute function stride_test_fail()`,
      ),
    );
    const failed = await register();
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error).toBe('internal_error');
    await database.db.execute(sql.raw('drop trigger stride_test_fail on users'));

    // … a value the database itself refuses (mapped to a 4xx and logged as a warning) …
    await database.db.execute(
      sql.raw(`alter table users add constraint stride_test_short check (length(location) < 5) not valid`),
    );
    const refused = await register();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('invalid_input');
    await database.db.execute(sql.raw('alter table users drop constraint stride_test_short'));

    // … a sign-up that works (its verification mail goes to the outbox and is logged there) …
    expect((await register()).statusCode).toBe(201);
    await app.services.jobs.runDue();

    // … and requests with a session cookie and tokens in their paths, logged at debug.
    const user = await createUser(database.db);
    const session = await startSession(database.db, user.id);
    const resetToken = await issueEmailToken(database.db, user.id, user.email!, 'reset');
    await app.inject({ url: '/api/auth/user', headers: { cookie: `stride_sid=${session}` } });
    await app.inject({ url: `/api/auth/verify-email/${resetToken}` });
    await app.inject({ url: `/reset-password/${resetToken}` });
    await app.inject({ url: `/api/calendar/${resetToken}.ics` });

    const log = lines.join('');
    expect(log).toContain('"msg":"request failed"');
    expect(log).toContain('"msg":"the database refused a value the contracts let through"');
    expect(log).toContain('"msg":"e-mail written to outbox"');
    expect(log).toContain('"route":"/api/auth/verify-email/:token"');
    for (const secret of [
      PASSWORD,
      '$argon2',
      person.email,
      person.firstName,
      person.lastName,
      person.dateOfBirth,
      user.email!,
      session,
      resetToken,
    ]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
    // Database errors are kept to the SQL with placeholders, the SQLSTATE and the table.
    const errorLine = JSON.parse(lines.find((l) => l.includes('"msg":"request failed"'))!) as {
      err: { message: string; cause: { code: string } };
    };
    expect(errorLine.err.message).toMatch(/^Failed query: insert into "users" .*\$1/);
    expect(errorLine.err.cause.code).toBe('P0001');
  });
});
