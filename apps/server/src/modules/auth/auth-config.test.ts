import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { SESSION_TTL_MS } from './sessions.service.ts';

// Behaviour that depends on configuration: production ignores autoVerify, https gets __Host- cookies.
let prod: TestContext;
// No NODE_ENV at all, as `npm start` runs: production behaviour (issue 14).
let unset: TestContext;
beforeAll(async () => {
  prod = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://stride.example' });
  unset = await createTestApp({
    NODE_ENV: '',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'stride-npm-start-')),
  });
});
afterAll(async () => {
  await prod.close();
  await unset.close();
});

describe('with NODE_ENV unset, as npm start runs', () => {
  it('is production: autoVerify is refused and the account must verify its e-mail', async () => {
    expect(unset.app.config.isProduction).toBe(true);
    const email = `npm.start.${Date.now()}@example.com`;
    const res = await unset.app.inject({ method: 'POST', url: '/api/auth/register', payload: body(email) });
    expect(res.statusCode).toBe(201);
    expect(res.json().autoVerified).toBeUndefined();
    const [user] = await unset.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(false);
    const login = await unset.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Tempo-Ridge-47' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe('email_not_verified');
  });
});

const body = (email: string) => ({
  email,
  password: 'Tempo-Ridge-47',
  firstName: 'Ana',
  lastName: 'Silva',
  sex: 'female',
  dateOfBirth: '1990-01-01',
  location: 'Bondi, NSW 2026',
  autoVerify: true,
});

describe('in production over https', () => {
  it('ignores autoVerify', async () => {
    const email = `prod.${Date.now()}@example.com`;
    const res = await prod.app.inject({ method: 'POST', url: '/api/auth/register', payload: body(email) });
    expect(res.statusCode).toBe(201);
    expect(res.json().autoVerified).toBeUndefined();
    const [user] = await prod.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerified).toBe(false);
  });

  it('sets a Secure, HttpOnly, SameSite=Lax __Host- cookie', async () => {
    const email = `prod.cookie.${Date.now()}@example.com`;
    await prod.app.inject({ method: 'POST', url: '/api/auth/register', payload: body(email) });
    await prod.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Tempo-Ridge-47' },
      headers: { origin: 'https://stride.example' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === '__Host-stride_sid')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
  });

  it('slides the session expiry forward when the session is used', async () => {
    const { cookie } = await signedInUser(prod.database.db);
    const token = cookie.split('=')[1]!;
    const soon = new Date(Date.now() + 3 * 24 * 3600_000);
    await prod.database.db
      .update(sessions)
      .set({ expire: soon })
      .where(eq(sessions.sid, hashToken(token)));
    const res = await prod.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `__Host-stride_sid=${token}` },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await prod.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, hashToken(token)));
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_TTL_MS - 60_000);
  });
});
