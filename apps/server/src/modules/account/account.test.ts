import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, codedText, messageText } from '@stride/contracts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { startStravaStandIn, type StravaStandIn } from '../../../test/helpers/strava-stand-in.ts';
import { notifications, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/passwords.ts';

const PASSWORD = 'Harbour-Tempo-48!';
let ctx: TestContext;
let strava: StravaStandIn;
let passwordHash: string;

beforeAll(async () => {
  strava = await startStravaStandIn();
  ctx = await createTestApp(strava.config);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await ctx.close();
  await strava.close();
});

/** DELETE /api/users/me as the runner whose Cookie header is given. */
const deleteAccount = (headers: Record<string, string>, payload: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/users/me',
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });

/** A runner with a password, who joined someone's run, commented on it and created a run of their own. */
async function activeRunner() {
  const runner = await signedInUser(ctx.database.db, { passwordHash });
  const other = await createEvent(ctx.database.db, { title: 'Harbour loop' });
  expect(
    (await ctx.app.inject({ method: 'POST', url: `/api/events/${other.id}/join`, headers: runner.headers }))
      .statusCode,
  ).toBe(200);
  const comment = await ctx.app.inject({
    method: 'POST',
    url: `/api/events/${other.id}/comments`,
    headers: runner.headers,
    payload: { content: 'Count me in for the harbour loop', isQuickComment: false },
  });
  expect(comment.statusCode).toBe(201);
  const own = await createEvent(ctx.database.db, { title: 'My Sunday long run', creatorId: runner.user.id });
  return { ...runner, other, own };
}

describe('DELETE /api/users/me', () => {
  it('needs the password, and the right one, and changes nothing otherwise', async () => {
    const { headers } = await activeRunner();
    const none = await deleteAccount(headers, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.password).toEqual([messageText(ACCOUNT_MESSAGES.passwordRequired)]);
    const wrong = await deleteAccount(headers, { password: 'Not-The-Password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toEqual([messageText(ACCOUNT_MESSAGES.passwordWrong)]);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/users/me', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('ends every session, deletes the runner, cancels their runs with attendees told, keeps comments nameless', async () => {
    const { user, headers, other, own } = await activeRunner();
    const attendee = await signedInUser(ctx.database.db);
    await ctx.app.inject({ method: 'POST', url: `/api/events/${own.id}/join`, headers: attendee.headers });

    const res = await deleteAccount(headers, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, ...codedText(ACCOUNT_MESSAGES.deleted) });

    expect((await ctx.app.inject({ url: '/api/auth/user', headers })).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    const cancelled = (await ctx.app.inject({ url: `/api/events/${own.id}` })).json();
    expect(cancelled.status).toBe('cancelled');
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, attendee.user.id));
    expect(told.map((n) => n.type)).toContain('event_cancelled');

    const comments = (await ctx.app.inject({ url: `/api/events/${other.id}/comments` })).json();
    const kept = comments.find((c: { content: string }) => c.content === 'Count me in for the harbour loop');
    expect(kept.author).toBeNull();
    expect(JSON.stringify(comments)).not.toContain(user.lastName!);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: user.email,
        password: PASSWORD,
        firstName: 'Maya',
        lastName: 'Again',
        sex: 'female',
        dateOfBirth: '1990-05-05',
        location: 'Bondi, NSW 2026',
      },
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('DELETE /api/users/me for a runner who signs in with Strava', () => {
  async function signInWithStrava(athleteId: number) {
    strava.addAthlete({ id: athleteId, firstname: 'Sam', lastname: 'Strider' });
    strava.signInAs(athleteId);
    const start = await ctx.app.inject({ url: '/api/auth/strava' });
    const state = start.cookies.find((c) => c.name === 'stride_oauth')!;
    const atStrava = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(atStrava.headers.get('location')!);
    const done = await ctx.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie: `stride_oauth=${state.value}` },
    });
    const sid = done.cookies.find((c) => c.name === 'stride_sid' && c.value)!;
    return { cookie: `stride_sid=${sid.value}` };
  }

  it('asks for a fresh sign-in after 10 minutes, then deletes and revokes Strava access', async () => {
    const { cookie } = await signInWithStrava(4242);
    await ctx.database.db.execute(
      sql`update ${sessions} set sess = jsonb_set(sess, '{createdAt}', to_jsonb((now() - interval '11 minutes')::text))`,
    );
    const stale = await deleteAccount({ cookie }, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({
      error: 'reauthentication_required',
      ...codedText(ACCOUNT_MESSAGES.signInAgain),
    });

    const fresh = await signInWithStrava(4242);
    strava.clearRequests();
    const res = await deleteAccount(fresh, {});
    expect(res.statusCode).toBe(200);
    expect(strava.requests.find((r) => r.path === '/oauth/deauthorize')?.status).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.stravaAthleteId, '4242'));
    expect(row).toBeUndefined();
  });
});

it('leaves no profile photo behind', async () => {
  const { headers } = await signedInUser(ctx.database.db, { passwordHash });
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/profile/photo',
    headers: { ...headers, 'content-type': 'image/png' },
    payload: png,
  });
  expect(uploaded.statusCode).toBe(200);
  const photo = uploaded.json().profileImageUrl as string;
  expect((await ctx.app.inject({ url: photo })).statusCode).toBe(200);
  const res = await deleteAccount(headers, { password: PASSWORD });
  expect(res.statusCode).toBe(200);
  expect((await ctx.app.inject({ url: photo })).statusCode).toBe(404);
});
