import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { destroyUserSessions } from './sessions.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('sessions', () => {
  it('recognises the session cookie and never returns secrets', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({ url: '/api/auth/user', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Test',
      lastName: user.lastName,
    });
    expect(res.body).not.toMatch(/passwordHash|sessionId/);
  });

  it('stores only a hash of the token', async () => {
    const { cookie } = await signedInUser(ctx.database.db);
    const token = cookie.split('=')[1]!;
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.sid, token));
    expect(stored).toHaveLength(0);
    const hashed = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, hashToken(token)));
    expect(hashed).toHaveLength(1);
  });

  it('treats an unknown or ended session as anonymous', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    await destroyUserSessions(ctx.database.db, user.id);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
    const forged = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: 'stride_sid=forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses state-changing requests from another site', async () => {
    const fromElsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().error).toBe('cross_site_request');
    const fetchSite = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/anything',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const sameSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { origin: 'http://localhost:5000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(sameSite.statusCode).toBe(404);
  });
});
