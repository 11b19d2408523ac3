import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engine, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser, type NewUser } from '../../../test/helpers/factories.ts';
import { createWebDist } from '../../../test/helpers/web-dist.ts';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import {
  eventComments,
  eventParticipants,
  newsArticles,
  newsArticleViews,
  newsletterSubscriptions,
  runclubMembers,
  runclubs,
} from '../../db/schema/index.ts';
import { localDate } from '../../lib/timezones.ts';
import { hashPassword } from '../auth/passwords.ts';

// Issue 25, defect 5: deleting an account takes the runner's name and address off everything that
// stays (past runs they hosted, others' stored lists and notices, queued jobs), in one transaction.

const PASSWORD = 'Harbour-Tempo-48!';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-account-'));
const distDir = createWebDist();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir, WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

const db = () => ctx.database.db;
type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000), 'Australia/Sydney');

/**
 * The tables (public and the job queue's) holding any of `needles` anywhere in a row, case-insensitive,
 * as `schema.table: needle`: every column of every row, read as the row's text.
 */
async function rowsMentioning(needles: string[]): Promise<string[]> {
  const { rows: tables } = await db().execute<{ s: string; t: string }>(sql`
    select n.nspname as s, c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition and n.nspname in ('public', 'pgboss')
      and c.relname <> 'australian_locations'
    order by 1, 2`);
  const found: string[] = [];
  for (const { s, t } of tables) {
    const { rows } = await db().execute<{ needle: string }>(sql`
      select n.needle from unnest(array[${sql.join(
        needles.map((n) => sql`${n}::text`),
        sql`, `,
      )}]) n(needle)
      where exists (select 1 from ${sql.identifier(s)}.${sql.identifier(t)} x
                    where strpos(lower(x::text), lower(n.needle)) > 0)`);
    found.push(...rows.map((r) => `${s}.${t}: ${r.needle}`));
  }
  return found;
}

/** A runner who fits the buddy rules alongside the others made here. */
const buddyRunner = (overrides: Partial<NewUser>) =>
  signedInUser(db(), {
    location: 'Manly, NSW 2095',
    dateOfBirth: '1990-03-01',
    sex: 'female',
    preferredPace: '5:30',
    experienceLevel: 'intermediate',
    availabilityDays: ['saturday', 'sunday'],
    preferredTime: 'morning',
    preferredDistances: ['10k'],
    ...overrides,
  });

describe('DELETE /api/users/me takes the runner off everything that stays', () => {
  it('hosted, commented, reported, joined a club: afterwards no row, card, notice or page holds them', async () => {
    const host = await buddyRunner({
      firstName: 'Zephyrine',
      lastName: 'Quillfeather',
      email: 'zephyrine.quillfeather@example.com',
      passwordHash: await hashPassword(PASSWORD),
    });
    const me = host.user;
    const needles = [me.firstName!, me.lastName!, me.email!, me.id];
    const friend = await buddyRunner({ firstName: 'Fern' });
    const neighbour = await buddyRunner({ firstName: 'Ned' });
    const author = await signedInUser(db(), { firstName: 'Cole' });

    // Buddies: all three opted in; the neighbour's stored list renders the host (the friend's loses her
    // once she asks them: paired runners are not suggested); the host asks the friend.
    for (const r of [host, friend, neighbour])
      expect((await send('PUT', '/api/buddies/preferences', r.headers, {})).statusCode).toBe(200);
    const listed = await get('/api/buddies/suggestions', neighbour.headers);
    expect(listed.body).toContain('Zephyrine');
    await get('/api/buddies/suggestions', neighbour.headers);
    expect(
      (await send('POST', '/api/buddies/requests', host.headers, { recipientId: friend.user.id })).statusCode,
    ).toBe(201);

    // A past run they hosted (a friend went), an upcoming one created through the API (a friend joined),
    // and a Strava club's imported run, which names its club in createdBy.
    const past = await createEvent(db(), {
      title: 'Harbour sunrise loop',
      date: inDays(-10),
      creatorId: me.id,
      createdBy: 'Zephyrine Quillfeather',
    });
    await db().insert(eventParticipants).values({ eventId: past.id, userId: friend.user.id });
    const created = await send('POST', '/api/events', host.headers, {
      title: 'Saturday long run',
      date: inDays(10),
      time: '06:00',
      location: 'Manly, NSW 2095',
      lat: -33.7969,
      lng: 151.285,
      distances: ['10k'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().createdBy).toBe('Zephyrine Quillfeather');
    const upcoming = created.json().id as number;
    expect((await send('POST', `/api/events/${upcoming}/join`, friend.headers)).statusCode).toBe(200);
    const imported = await createEvent(db(), {
      title: 'Striders Thursday run',
      isStravaImport: true,
      isClubEvent: true,
      createdBy: 'Harbour Striders',
      stravaClubName: 'Harbour Striders',
      clubName: 'Harbour Striders',
      eventType: 'run_club',
    });

    // A comment on someone else's run, and a report of another runner's comment there.
    const elsewhere = await createEvent(db(), { title: 'Cole’s tempo', creatorId: author.user.id });
    const commented = await send('POST', `/api/events/${elsewhere.id}/comments`, host.headers, {
      content: 'See you at the wharf',
      isQuickComment: false,
    });
    expect(commented.statusCode).toBe(201);
    const [spam] = await db()
      .insert(eventComments)
      .values({ eventId: elsewhere.id, userId: author.user.id, content: 'Buy cheap shoes' })
      .returning();
    const reported = await send('POST', '/api/reports', host.headers, {
      targetType: 'comment',
      targetId: String(spam!.id),
      reason: 'spam',
      details: 'Advertising',
    });
    expect(reported.statusCode, reported.body).toBe(201);

    // A club of the friend's they joined, and a club of their own the friend belongs to.
    const [friendsClub] = await db()
      .insert(runclubs)
      .values({ name: 'Fern Flyers', location: 'Manly, NSW 2095', createdBy: friend.user.id })
      .returning();
    await db()
      .insert(runclubMembers)
      .values({ runclubId: friendsClub!.id, userId: friend.user.id, role: 'owner' });
    expect((await send('POST', `/api/runclubs/${friendsClub!.id}/join`, host.headers)).statusCode).toBe(200);
    const [ownClub] = await db()
      .insert(runclubs)
      .values({ name: 'Northern Beaches Pacers', location: 'Manly, NSW 2095', createdBy: me.id })
      .returning();
    await db()
      .insert(runclubMembers)
      .values([
        { runclubId: ownClub!.id, userId: me.id, role: 'owner' },
        { runclubId: ownClub!.id, userId: friend.user.id, role: 'member' },
      ]);

    // A news article read, the newsletter, a message to the team, a password reset e-mail sent.
    const [article] = await db()
      .insert(newsArticles)
      .values({ title: 'Autumn races', slug: 'autumn-races', content: 'Races', publishedAt: new Date() })
      .returning();
    await db()
      .insert(newsArticleViews)
      .values({ articleId: article!.id, visitor: me.id, day: inDays(0) });
    await db()
      .insert(newsletterSubscriptions)
      .values({ userId: me.id, email: me.email!, isSubscribed: true, confirmedAt: new Date() });
    const contact = await send('POST', '/api/contact', host.headers, {
      name: 'Zephyrine Quillfeather',
      email: me.email,
      subject: 'Club listing',
      message: 'How do I list my club?',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect((await send('POST', '/api/auth/forgot-password', {}, { email: me.email })).statusCode).toBe(200);
    await ctx.runJobs();

    // The check finds them where they were copied before the deletion, so it can find them after.
    const before = await rowsMentioning(needles);
    expect(before).toEqual(
      expect.arrayContaining([
        'public.users: Quillfeather',
        'public.events: Quillfeather',
        'public.buddy_suggestion_lists: Zephyrine',
        'public.notifications: Zephyrine',
        'public.contact_messages: Quillfeather',
        `public.news_article_views: ${me.id}`,
        'pgboss.job: zephyrine.quillfeather@example.com',
      ]),
    );
    // Rate-limit counters are rows on PostgreSQL (the embedded database keeps them in memory).
    if (engine === 'postgres')
      expect(before).toEqual(
        expect.arrayContaining([
          'public.rate_limit_counters: zephyrine.quillfeather@example.com',
          `public.rate_limit_counters: ${me.id}`,
        ]),
      );

    const res = await send('DELETE', '/api/users/me', host.headers, { password: PASSWORD });
    expect(res.statusCode).toBe(200);

    expect(await rowsMentioning(needles)).toEqual([]);

    // The past run stays, with a neutral marker the web words as 'Deleted runner'.
    const pastPage = await get(`/api/events/${past.id}`, friend.headers);
    expect(pastPage.json()).toMatchObject({ createdBy: null, creatorId: null, creatorDeleted: true });
    const upcomingPage = await get(`/api/events/${upcoming}`, friend.headers);
    expect(upcomingPage.json()).toMatchObject({ status: 'cancelled', createdBy: null, creatorDeleted: true });
    // Strava imports keep their club's name.
    expect((await get(`/api/events/${imported.id}`)).json()).toMatchObject({
      createdBy: 'Harbour Striders',
      creatorDeleted: false,
    });
    const comments = (await get(`/api/events/${elsewhere.id}/comments`)).json();
    expect(comments.find((c: { content: string }) => c.content === 'See you at the wharf').author).toBeNull();
    // The club they owned lives on under the friend.
    const [heir] = await db()
      .select({ role: runclubMembers.role })
      .from(runclubMembers)
      .where(eq(runclubMembers.runclubId, ownClub!.id));
    expect(heir).toEqual({ role: 'owner' });

    const pages = [
      pastPage,
      upcomingPage,
      await get(`/events/${past.id}`),
      await get(`/events/${upcoming}`),
      await get('/api/events?limit=100'),
      await get('/api/events/search?lat=-33.7969&lng=151.285&radiusKm=50&hours=720'),
      await get(`/api/events/${elsewhere.id}/comments`),
      await get(`/api/events/${past.id}/comments`),
      await get('/api/runclubs?q=Pacers'),
      await get('/api/runclubs?lat=-33.7969&lng=151.285'),
      await get(`/api/runclubs/${ownClub!.id}`, friend.headers),
      await get(`/api/runclubs/${friendsClub!.id}`, friend.headers),
      await get('/api/buddies/suggestions', friend.headers),
      await get('/api/buddies/requests', friend.headers),
      await get('/api/notifications', friend.headers),
      await get('/api/events/user', friend.headers),
    ];
    expect((await get(`/events/${past.id}`)).body).toContain('Harbour sunrise loop');
    for (const page of pages) {
      expect(page.statusCode, page.body).toBeLessThan(400);
      for (const needle of needles) expect(page.body.toLowerCase()).not.toContain(needle.toLowerCase());
    }
  });
});

describe('migration 0030', () => {
  it('takes the copied name off the runs of hosts who deleted their account before deletion did', async () => {
    const host = await signedInUser(db(), { firstName: 'Legacy', lastName: 'Hostperson' });
    const gone = await createEvent(db(), { creatorId: host.user.id, createdBy: 'Legacy Hostperson' });
    const kept = await createEvent(db(), { creatorId: host.user.id, createdBy: 'Legacy Hostperson' });
    const strava = await createEvent(db(), { isStravaImport: true, createdBy: 'Harbour Striders' });
    // What deletion did before: the foreign key emptied the creator, the name stayed.
    await db().execute(sql`update events set creator_id = null where id = ${gone.id}`);
    const migration = readFileSync(path.join(MIGRATIONS_DIR, '0030_forget_deleted_hosts.sql'), 'utf8');
    await db().execute(sql.raw(migration));
    const page = async (id: number) => (await get(`/api/events/${id}`)).json();
    expect(await page(gone.id)).toMatchObject({ createdBy: null, creatorDeleted: true });
    expect(await page(kept.id)).toMatchObject({ createdBy: 'Legacy Hostperson', creatorDeleted: false });
    expect(await page(strava.id)).toMatchObject({ createdBy: 'Harbour Striders', creatorDeleted: false });
  });
});
