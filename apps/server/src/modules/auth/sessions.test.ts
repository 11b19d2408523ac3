import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createUser, signedInUser } from '../../../test/helpers/factories.ts';
import { emailVerifications, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { purgeExpiredJob } from './auth.jobs.ts';
import { EXPIRED_TOKEN_KEPT_MS } from './email-tokens.ts';

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
    await ctx.app.services.sessions.endAll(user.id);
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

  it('purges expired sessions and spent e-mail tokens every hour, on the job queue', async () => {
    const db = ctx.database.db;
    const { rows } = await db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = ${purgeExpiredJob.name}`,
    );
    expect(rows).toEqual([{ cron: '23 * * * *' }]);

    const live = await signedInUser(db);
    const expired = await signedInUser(db);
    await db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    const runner = await createUser(db);
    const token = (hash: string, values: Partial<typeof emailVerifications.$inferInsert>) => ({
      userId: runner.id,
      email: runner.email!,
      verificationToken: hash,
      expiresAt: new Date(Date.now() + 3600_000),
      ...values,
    });
    await db.insert(emailVerifications).values([
      token('a'.repeat(64), {}),
      // Expired a moment ago: still answers "expired" (with a new link offered) for a week.
      token('b'.repeat(64), { expiresAt: new Date(Date.now() - 60_000) }),
      token('c'.repeat(64), { expiresAt: new Date(Date.now() - EXPIRED_TOKEN_KEPT_MS - 60_000) }),
      token('d'.repeat(64), { isVerified: true, verifiedAt: new Date() }),
    ]);

    await ctx.app.services.jobs.send(db, purgeExpiredJob, {});
    expect(await ctx.runJobs()).toEqual({ completed: 1, failed: [] });

    const left = await db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((s) => s.userId)).toContain(live.user.id);
    expect(left.map((s) => s.userId)).not.toContain(expired.user.id);
    const tokens = await db
      .select({ hash: emailVerifications.verificationToken })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, runner.id));
    expect(tokens.map((t) => t.hash[0]).sort()).toEqual(['a', 'b']);
  });
});
