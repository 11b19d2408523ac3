import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import {
  auditLog,
  eventComments,
  eventParticipants,
  newsArticles,
  notifications,
  pageViews,
  userRoles,
} from '../../db/schema/index.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-moderation-'));
let ctx: TestContext;
type Runner = Awaited<ReturnType<typeof signedInUser>>;
let admin: Runner;
let moderator: Runner;

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir, ADMIN_EMAILS: 'boss@example.com, Chief@Example.com' });
  const db = ctx.database.db;
  [admin, moderator] = await Promise.all([signedInUser(db), signedInUser(db)]);
  await db.insert(userRoles).values([
    { userId: admin.user.id, role: 'admin' },
    { userId: moderator.user.id, role: 'moderator' },
  ]);
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const get = (url: string, who?: Runner) => ctx.app.inject({ url, headers: who?.headers ?? {} });
const report = (who: Runner, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/reports', headers: who.headers, payload });
const resolve = (who: Runner, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/resolve`, headers: who.headers, payload });

async function comment(author: Runner, eventId: number, content = 'Nice run') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/comments`,
    headers: author.headers,
    payload: { content, isQuickComment: false },
  });
  return res.json() as { id: number };
}

describe('roles', () => {
  it('makes verified ADMIN_EMAILS accounts admins when they sign in', async () => {
    const payload = {
      email: 'chief@example.com',
      password: 'Sturdy-Harbour-42',
      firstName: 'Chief',
      lastName: 'Admin',
      sex: 'female',
      dateOfBirth: '1990-01-01',
      location: 'Bondi, NSW 2026',
      autoVerify: true,
    };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(
      201,
    );
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const me = (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
    expect(me.roles).toEqual(['admin']);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, me.id));
    expect(entry).toMatchObject({ action: 'role_granted', actorId: null });
  });

  it('lets admins grant and remove roles, and nobody else', async () => {
    const someone = await signedInUser(db());
    const grant = (who: Runner, role: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: who.headers,
        payload: { email: someone.user.email, role },
      });
    expect((await get('/api/admin/staff')).statusCode).toBe(401);
    expect((await get('/api/admin/staff', moderator)).statusCode).toBe(403);
    expect((await grant(moderator, 'moderator')).statusCode).toBe(403);
    const granted = await grant(admin, 'moderator');
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toContainEqual(
      expect.objectContaining({ id: someone.user.id, roles: ['moderator'] }),
    );
    // The new moderator's next request already carries the role.
    expect((await get('/api/admin/reports', someone)).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${someone.user.id}/moderator`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/admin/reports', someone)).statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/${admin.user.id}/admin`,
      headers: admin.headers,
    });
    expect(own.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin.headers,
      payload: { email: 'nobody@example.com', role: 'author' },
    });
    expect(unknown.json().fields).toEqual({ email: ['No runner has that email address'] });
    const actions = await db().select().from(auditLog).where(eq(auditLog.targetId, someone.user.id));
    expect(actions.map((a) => a.action)).toEqual(['role_granted', 'role_removed']);
  });

  it('shows the admin totals to staff only, with page views per route', async () => {
    await db()
      .insert(pageViews)
      .values([{ path: '/events/12' }, { path: '/events/40' }, { path: '/news/some-slug' }]);
    const runner = await signedInUser(db());
    expect((await get('/api/admin/stats', runner)).statusCode).toBe(403);
    const stats = (await get('/api/admin/stats', moderator)).json();
    // Every account, demo runners too, as the events and joins beside it count theirs.
    const [{ accounts }] = (
      await db().execute<{ accounts: number }>(sql`select count(*)::int as accounts from users`)
    ).rows as [{ accounts: number }];
    expect(stats.runners).toBe(accounts);
    expect(stats.pageViews).toEqual(
      expect.arrayContaining([
        { path: '/events/:id', views: 2 },
        { path: '/news/:slug', views: 1 },
      ]),
    );
  });
});

describe('reports', () => {
  it('takes one open report per runner and target, refuses bad input, and needs sign-in', async () => {
    const [author, reporter] = await Promise.all([signedInUser(db()), signedInUser(db())]);
    const event = await createEvent(db(), { creatorId: author.user.id });
    const c = await comment(author, event.id);
    const body = { targetType: 'comment', targetId: String(c.id), reason: 'spam' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/reports', payload: body })).statusCode).toBe(
      401,
    );
    expect((await report(reporter, body)).statusCode).toBe(201);
    const again = await report(reporter, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this. A moderator will look at it.');
    expect((await report(author, body)).statusCode).toBe(400);
    expect((await report(reporter, { ...body, targetId: '999999' })).statusCode).toBe(404);
    expect((await report(reporter, { ...body, targetType: 'user', targetId: '12' })).statusCode).toBe(400);
    expect((await report(reporter, { ...body, reason: 'boring' })).statusCode).toBe(400);
    expect((await get('/api/admin/reports', reporter)).statusCode).toBe(403);
  });

  it('hides a comment everywhere, tells its author, closes every report on it and logs it', async () => {
    const [author, a, b] = await Promise.all([signedInUser(db()), signedInUser(db()), signedInUser(db())]);
    const event = await createEvent(db(), { title: 'Harbour Loop' });
    const c = await comment(author, event.id, 'Rude words');
    await comment(a, event.id, 'Kind words');
    const body = { targetType: 'comment', targetId: String(c.id), reason: 'harassment', details: 'Mean' };
    const { id } = (await report(a, body)).json();
    await report(b, body);

    const queue = (await get('/api/admin/reports', moderator)).json();
    const mine = queue.find((r: { id: number }) => r.id === id);
    expect(mine).toMatchObject({
      reason: 'harassment',
      details: 'Mean',
      target: { text: 'Rude words', url: `/events/${event.id}`, hidden: false },
    });
    expect(mine.target.author.id).toBe(author.user.id);

    expect((await resolve(a, id, { action: 'hide' })).statusCode).toBe(403);
    expect((await resolve(moderator, id, { action: 'hide', note: 'Harassment' })).statusCode).toBe(204);
    expect((await resolve(moderator, id, { action: 'dismiss' })).statusCode).toBe(409);

    const comments = (await get(`/api/events/${event.id}/comments`)).json();
    expect(comments.map((x: { content: string }) => x.content)).toEqual(['Kind words']);
    expect((await get(`/api/events/${event.id}`)).json().commentCount).toBe(1);
    const open = (await get('/api/admin/reports', moderator)).json();
    expect(open.filter((r: { targetId: string }) => r.targetId === String(c.id))).toEqual([]);
    const told = await db().select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(told).toMatchObject([{ type: 'content_hidden', eventId: event.id }]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.reportId, id));
    expect(entry).toMatchObject({ action: 'report_hidden', actorId: moderator.user.id, note: 'Harassment' });
    expect((entry!.details as { reports: number[] }).reports).toHaveLength(2);
  });

  it('removes a comment for good, and a dismissal changes nothing', async () => {
    const [author, reporter] = await Promise.all([signedInUser(db()), signedInUser(db())]);
    const event = await createEvent(db());
    const gone = await comment(author, event.id, 'Spam link');
    const kept = await comment(author, event.id, 'Fine comment');
    const r1 = (
      await report(reporter, { targetType: 'comment', targetId: String(gone.id), reason: 'spam' })
    ).json();
    const r2 = (
      await report(reporter, { targetType: 'comment', targetId: String(kept.id), reason: 'spam' })
    ).json();
    await resolve(moderator, r1.id, { action: 'remove' });
    await resolve(moderator, r2.id, { action: 'dismiss' });
    expect(await db().select().from(eventComments).where(eq(eventComments.id, gone.id))).toEqual([]);
    const comments = (await get(`/api/events/${event.id}/comments`)).json();
    expect(comments.map((x: { content: string }) => x.content)).toEqual(['Fine comment']);
    const closed = (await get('/api/admin/reports?status=closed', moderator)).json();
    expect(closed.find((r: { id: number }) => r.id === r2.id)).toMatchObject({ status: 'dismissed' });
  });

  it('takes a hidden event out of every public answer', async () => {
    const [creator, reporter] = await Promise.all([signedInUser(db()), signedInUser(db())]);
    const event = await createEvent(db(), {
      title: 'Scam Run',
      creatorId: creator.user.id,
      lat: -12.46,
      lng: 130.84,
    });
    const { id } = (
      await report(reporter, { targetType: 'event', targetId: String(event.id), reason: 'safety' })
    ).json();
    await resolve(admin, id, { action: 'hide' });
    expect((await get(`/api/events/${event.id}`)).statusCode).toBe(404);
    const list = (await get('/api/events?limit=50')).json();
    expect(JSON.stringify(list)).not.toContain('Scam Run');
    const near = (await get('/api/events/search?lat=-12.46&lng=130.84&radiusKm=10&hours=720')).json();
    expect(JSON.stringify(near)).not.toContain('Scam Run');
    expect((await get(`/api/events/${event.id}/comments`)).statusCode).toBe(404);
    expect((await get(`/api/events/${event.id}.ics`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(`/events/${event.id}<`);
    const join = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/join`,
      headers: reporter.headers,
    });
    expect(join.statusCode).toBe(404);
    expect(
      (await report(reporter, { targetType: 'event', targetId: String(event.id), reason: 'spam' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes a hidden runner out of participant lists and their comments with them', async () => {
    const [runner, reporter] = await Promise.all([
      signedInUser(db(), { firstName: 'Troll' }),
      signedInUser(db()),
    ]);
    const event = await createEvent(db());
    await db().insert(eventParticipants).values({ eventId: event.id, userId: runner.user.id });
    await comment(runner, event.id, 'Troll comment');
    const before = (await get(`/api/events/${event.id}`)).json();
    expect(before.participants.map((p: { id: string }) => p.id)).toContain(runner.user.id);
    const { id } = (
      await report(reporter, { targetType: 'user', targetId: runner.user.id, reason: 'harassment' })
    ).json();
    await resolve(moderator, id, { action: 'hide' });
    const after = (await get(`/api/events/${event.id}`)).json();
    expect(after.participants.map((p: { id: string }) => p.id)).not.toContain(runner.user.id);
    expect(after.commentCount).toBe(0);
    expect((await get(`/api/events/${event.id}/comments`)).json()).toEqual([]);
  });

  it('takes a hidden article out of the list, the article, the feed and the sitemap', async () => {
    const reporter = await signedInUser(db());
    const [article] = await db()
      .insert(newsArticles)
      .values({
        title: 'Bad article',
        slug: 'bad-article',
        content: 'x',
        publishedAt: new Date(Date.now() - 1000),
      })
      .returning();
    expect((await get('/api/news/bad-article')).statusCode).toBe(200);
    const { id } = (
      await report(reporter, {
        targetType: 'article',
        targetId: String(article!.id),
        reason: 'inappropriate',
      })
    ).json();
    await resolve(moderator, id, { action: 'hide' });
    expect((await get('/api/news/bad-article')).statusCode).toBe(404);
    expect(JSON.stringify((await get('/api/news')).json())).not.toContain('bad-article');
    expect((await get('/news/rss.xml')).body).not.toContain('bad-article');
    expect((await get('/sitemap.xml')).body).not.toContain('bad-article');
  });
});

// Issue 25, defect 9: a moderator could hide an admin.
describe('moderators act on runners only', () => {
  it('a moderator cannot hide or remove staff or their posts; an admin can; nobody acts on themselves', async () => {
    const reporter = await signedInUser(db());
    const staff = await signedInUser(db());
    await db().insert(userRoles).values({ userId: staff.user.id, role: 'author' });
    const event = await createEvent(db(), { creatorId: staff.user.id });
    const c = await comment(staff, event.id, 'Staff comment');
    const onAccount = (
      await report(reporter, { targetType: 'user', targetId: staff.user.id, reason: 'other' })
    ).json();
    const onComment = (
      await report(reporter, { targetType: 'comment', targetId: String(c.id), reason: 'spam' })
    ).json();
    const onAdmin = (
      await report(reporter, { targetType: 'user', targetId: admin.user.id, reason: 'other' })
    ).json();
    for (const [id, action] of [
      [onAccount.id, 'remove'],
      [onAccount.id, 'hide'],
      [onComment.id, 'hide'],
      [onAdmin.id, 'remove'],
    ] as const) {
      const refused = await resolve(moderator, id, { action });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only an admin can act on a staff member's account or posts");
    }
    // Dismissing stays open to moderators; the admin can act on another staff member.
    expect((await resolve(moderator, onComment.id, { action: 'dismiss' })).statusCode).toBe(204);
    expect((await resolve(admin, onAccount.id, { action: 'hide' })).statusCode).toBe(204);
    const self = await resolve(admin, onAdmin.id, { action: 'remove' });
    expect([self.statusCode, self.json().message]).toEqual([
      403,
      "You can't hide or remove your own account or posts",
    ]);
    expect((await get(`/api/auth/user`, admin)).statusCode).toBe(200);
  });
});
