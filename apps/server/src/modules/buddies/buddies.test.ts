import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUDDY_PREFERENCES } from '@stride/contracts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser, type NewUser } from '../../../test/helpers/factories.ts';
import { eventComments, eventParticipants, notifications } from '../../db/schema/index.ts';
import { buddyRunnerChangedJob } from './buddies.jobs.ts';
import { storeSuggestions } from './buddies.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => ctx.app.inject({ url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const runner = (overrides: Partial<NewUser> = {}) =>
  signedInUser(ctx.database.db, {
    dateOfBirth: '1990-03-01',
    sex: 'female',
    preferredPace: '5:30',
    experienceLevel: 'intermediate',
    availabilityDays: ['saturday', 'sunday'],
    preferredTime: 'morning',
    preferredDistances: ['10k'],
    ...overrides,
  });

/** A runner who opted in to buddy matching. */
async function optedIn(overrides: Partial<NewUser> = {}, prefs: object = {}) {
  const r = await runner(overrides);
  expect((await send('PUT', '/api/buddies/preferences', r.headers, prefs)).statusCode).toBe(200);
  return r;
}

const suggestions = async (headers: Headers) => (await get('/api/buddies/suggestions', headers)).json();

describe('buddy preferences', () => {
  it("answer the spec's defaults, not opted in, until saved", async () => {
    const { headers } = await runner();
    const res = await get('/api/buddies/preferences', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_BUDDY_PREFERENCES, optedIn: false });
    expect(res.json()).toMatchObject({ maxDistance: 25, ageRangeMin: 18, ageRangeMax: 65, isActive: true });
    const saved = await send('PUT', '/api/buddies/preferences', headers, { maxDistance: 10 });
    expect(saved.json()).toMatchObject({ maxDistance: 10, optedIn: true });
    const bad = await send('PUT', '/api/buddies/preferences', headers, { ageRangeMin: 50, ageRangeMax: 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The lowest age must not be above the highest');
    expect((await get('/api/buddies/preferences', headers)).json().maxDistance).toBe(10);
    expect((await get('/api/buddies/preferences', {})).statusCode).toBe(401);
  });
});

describe('buddy suggestions', () => {
  it('measure real distances between home localities and explain the score', async () => {
    const bondi = await optedIn({ location: 'Bondi, NSW 2026' });
    const coogee = await optedIn({ location: 'Coogee, NSW 2034', firstName: 'Cora', lastName: 'Lane' });
    const list = await suggestions(bondi.headers);
    expect(list.optedIn).toBe(true);
    const found = list.suggestions.find((s: { runner: { id: string } }) => s.runner.id === coogee.user.id);
    expect(found).toBeDefined();
    expect(found.distanceKm).toBeGreaterThan(2.5);
    expect(found.distanceKm).toBeLessThan(5.5);
    expect(found.runner).toEqual({
      id: coogee.user.id,
      firstName: 'Cora',
      lastInitial: 'L',
      profileImageUrl: null,
      locality: 'Coogee, NSW',
      experienceLevel: 'intermediate',
      preferredPace: '5:30',
    });
    const body = JSON.stringify(list);
    expect(body).not.toContain(coogee.user.email!);
    expect(body).not.toContain('1990-03-01');
    expect(found.reasons.map((r: { factor: string }) => r.factor)).toEqual([
      'pace',
      'distance',
      'schedule',
      'goals',
      'experience',
      'age',
    ]);
    expect(found.reasons.reduce((sum: number, r: { points: number }) => sum + r.points, 0)).toBe(found.score);
  });

  it('never put Perth within reach of Sydney, even at the widest distance', async () => {
    const sydney = await optedIn({ location: 'Sydney, NSW 2000' }, { maxDistance: 100 });
    const perth = await optedIn({ location: 'Perth, WA 6000' }, { maxDistance: 100 });
    const ids = (await suggestions(sydney.headers)).suggestions.map(
      (s: { runner: { id: string } }) => s.runner.id,
    );
    expect(ids).not.toContain(perth.user.id);
    const back = (await suggestions(perth.headers)).suggestions.map(
      (s: { runner: { id: string } }) => s.runner.id,
    );
    expect(back).not.toContain(sydney.user.id);
  });

  it('leave out runners who did not opt in, opted out, or whose filters exclude the other', async () => {
    const me = await optedIn({ location: 'Manly, NSW 2095' });
    const silent = await runner({ location: 'Manly, NSW 2095' });
    const out = await optedIn({ location: 'Manly, NSW 2095' }, { isActive: false });
    const menOnly = await optedIn({ location: 'Manly, NSW 2095' }, { genderPreference: 'male' });
    const young = await optedIn({ location: 'Manly, NSW 2095', dateOfBirth: '2012-01-01' });
    const ok = await optedIn({ location: 'Manly, NSW 2095' });
    const ids = (await suggestions(me.headers)).suggestions.map(
      (s: { runner: { id: string } }) => s.runner.id,
    );
    expect(ids).toContain(ok.user.id);
    for (const r of [silent, out, menOnly, young]) expect(ids).not.toContain(r.user.id);
    // A runner who has not opted in gets none either.
    expect(await suggestions(silent.headers)).toEqual({ optedIn: false, suggestions: [] });
  });
});

describe('stored suggestion lists', () => {
  const ids = async (headers: Headers) =>
    (await suggestions(headers)).suggestions.map((s: { runner: { id: string } }) => s.runner.id) as string[];

  it('are checked live: a runner who opts out, blocks or is asked leaves the stored list at once', async () => {
    const me = await optedIn({ location: 'Cronulla, NSW 2230' });
    const [out, blocker, asked] = [
      await optedIn({ location: 'Cronulla, NSW 2230' }),
      await optedIn({ location: 'Cronulla, NSW 2230' }),
      await optedIn({ location: 'Cronulla, NSW 2230' }),
    ];
    expect(await ids(me.headers)).toEqual(
      expect.arrayContaining([out.user.id, blocker.user.id, asked.user.id]),
    );
    // A page is the start of the stored list, best first.
    const all = (await suggestions(me.headers)).suggestions as { score: number; runner: { id: string } }[];
    const one = (await get('/api/buddies/suggestions?limit=1', me.headers)).json().suggestions;
    expect(one.map((s: { runner: { id: string } }) => s.runner.id)).toEqual([all[0]!.runner.id]);
    expect(all.map((s) => s.score)).toEqual([...all.map((s) => s.score)].sort((a, b) => b - a));
    await send('PUT', '/api/buddies/preferences', out.headers, { isActive: false });
    await send('POST', `/api/users/${me.user.id}/block`, blocker.headers);
    await send('POST', '/api/buddies/requests', me.headers, { recipientId: asked.user.id });
    const now = await ids(me.headers);
    for (const gone of [out, blocker, asked]) expect(now).not.toContain(gone.user.id);
  });

  /** Every queued job now, including the change jobs that wait a moment for a burst of saves to end. */
  const runAllJobs = () => ctx.app.services.jobs.runDue({ ignoreStartAfter: true });
  const storedRendering = async (userId: string) =>
    (
      await ctx.database.db.execute<{ rendered: string[] | null }>(
        sql`select rendered from buddy_suggestion_lists where user_id = ${userId}`,
      )
    ).rows[0]?.rendered;

  it("are worked out again after the runner's own change, and refreshed behind a visit once a day old", async () => {
    const me = await optedIn({ location: 'Glebe, NSW 2037' });
    const first = await optedIn({ location: 'Glebe, NSW 2037', dateOfBirth: '1980-05-05' });
    expect(await ids(me.headers)).toContain(first.user.id);
    const db = ctx.database.db;
    // A runner the lists lost track of (stored before the change job existed) comes back with the daily refresh.
    const newcomer = await optedIn({ location: 'Glebe, NSW 2037' });
    await ctx.app.services.jobs.cancel(db, buddyRunnerChangedJob, `buddy-runner-changed:${newcomer.user.id}`);
    expect(await ids(me.headers)).not.toContain(newcomer.user.id);
    await db.execute(sql`update users set updated_at = now() - interval '3 days' where id = ${me.user.id}`);
    await db.execute(
      sql`update buddy_preferences set updated_at = now() - interval '3 days' where user_id = ${me.user.id}`,
    );
    await db.execute(
      sql`update buddy_suggestion_lists set computed_at = now() - interval '25 hours' where user_id = ${me.user.id}`,
    );
    // …the visit is answered from the old list while a job works it out again.
    expect(await ids(me.headers)).not.toContain(newcomer.user.id);
    await ctx.runJobs();
    expect(await ids(me.headers)).toContain(newcomer.user.id);
    // The runner's own change counts at once: nobody over 40 any more.
    await send('PUT', '/api/buddies/preferences', me.headers, { ageRangeMax: 40 });
    const after = await ids(me.headers);
    expect(after).not.toContain(first.user.id);
    expect(after).toContain(newcomer.user.id);
  });

  it('take in a runner who opts in, moves or changes goals nearby, without the listed runners doing anything', async () => {
    const me = await optedIn({ location: 'Balmain, NSW 2041', preferredDistances: [] });
    const early = await optedIn({ location: 'Balmain, NSW 2041' });
    await runAllJobs();
    expect(await ids(me.headers)).toContain(early.user.id);
    const before = (await get('/api/buddies/suggestions', me.headers)).body;

    // Opting in nearby: in both lists once the change job ran, which waits only for a burst of saves.
    const newcomer = await optedIn({
      location: 'Rozelle, NSW 2039',
      firstName: 'Nell',
      preferredDistances: [],
    });
    const [job] = await ctx.app.services.jobs.unfinished(
      ctx.database.db,
      buddyRunnerChangedJob,
      `buddy-runner-changed:${newcomer.user.id}`,
    );
    expect(job!.startAfter.getTime() - Date.now()).toBeLessThan(60_000);
    expect((await get('/api/buddies/suggestions', me.headers)).body).toBe(before);
    await runAllJobs();
    expect(await ids(me.headers)).toContain(newcomer.user.id);
    expect(await ids(early.headers)).toContain(newcomer.user.id);
    // Placed in the stored rendering as the API sends it: the same text as a list worked out afresh.
    expect((await storedRendering(me.user.id))!.join()).toContain('"firstName":"Nell"');
    const placed = (await get('/api/buddies/suggestions', me.headers)).body;
    await ctx.app.services.buddies.refreshSuggestions(me.user.id);
    expect((await get('/api/buddies/suggestions', me.headers)).body).toBe(placed);

    // Training for the same marathon lifts the goals part of the score, in the other runner's list too.
    const goalsOf = async (headers: Headers, id: string) =>
      (await suggestions(headers)).suggestions
        .find((s: { runner: { id: string } }) => s.runner.id === id)
        .reasons.find((r: { factor: string }) => r.factor === 'goals').points as number;
    expect(await goalsOf(me.headers, newcomer.user.id)).toBe(0);
    const goal = { eventName: 'Sydney Marathon', distance: 'marathon', difficulty: 'intermediate' };
    for (const r of [me, newcomer])
      expect((await send('POST', '/api/goals', r.headers, goal)).statusCode).toBe(201);
    await runAllJobs();
    expect(await goalsOf(me.headers, newcomer.user.id)).toBe(15);
    expect(await goalsOf(newcomer.headers, me.user.id)).toBe(15);

    // Moving out of reach takes them out of both lists; the lists stay sendable as rendered.
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: newcomer.headers,
      payload: { location: 'Perth, WA 6000' },
    });
    expect(moved.statusCode).toBe(200);
    await runAllJobs();
    expect(await ids(me.headers)).not.toContain(newcomer.user.id);
    expect(await ids(early.headers)).not.toContain(newcomer.user.id);
    expect(await ids(me.headers)).toContain(early.user.id);

    // Filters that no longer accept the other runner take them out too.
    await send('PUT', '/api/buddies/preferences', early.headers, { genderPreference: 'male' });
    await runAllJobs();
    expect(await ids(me.headers)).not.toContain(early.user.id);
  });

  it("are sent as rendered while nothing listed changed, and show a listed runner's change at once", async () => {
    const me = await optedIn({ location: 'Manly, NSW 2095' });
    const renamed = await optedIn({ location: 'Manly, NSW 2095', firstName: 'Rae', lastName: 'Ng' });
    const leaving = await optedIn({ location: 'Manly, NSW 2095' });
    // The first visit works the list out and answers it live; the next sends it as rendered: the same text.
    const live = (await get('/api/buddies/suggestions', me.headers)).body;
    expect((await get('/api/buddies/suggestions', me.headers)).body).toBe(live);
    const limited = await get('/api/buddies/suggestions?limit=1', me.headers);
    expect(limited.json().suggestions).toEqual(JSON.parse(live).suggestions.slice(0, 1));
    const db = ctx.database.db;
    const rendered = async () =>
      (
        await db.execute<{ r: string[] }>(sql`select rendered as r from buddy_suggestion_lists
        where user_id = ${me.user.id}`)
      ).rows[0]!.r.join();
    expect(await rendered()).toContain('"firstName":"Rae"');

    const profile = { location: 'Manly, NSW 2095', dateOfBirth: '1990-03-01', sex: 'female' };
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: renamed.headers,
      payload: { ...profile, firstName: 'Raelene', lastName: 'ng', preferredDistances: ['10k'] },
    });
    expect(res.statusCode).toBe(200);
    const runnerOf = (body: string) =>
      JSON.parse(body).suggestions.find((s: { runner: { id: string } }) => s.runner.id === renamed.user.id)
        .runner;
    const changed = (await get('/api/buddies/suggestions', me.headers)).body;
    expect(runnerOf(changed)).toMatchObject({ firstName: 'Raelene', lastInitial: 'N' });
    // Worked out again behind, the list is sent as rendered once more, with the change.
    await ctx.runJobs();
    expect(await rendered()).toContain('"firstName":"Raelene"');
    expect(runnerOf((await get('/api/buddies/suggestions', me.headers)).body).firstName).toBe('Raelene');
    // A listed runner whose account is deleted leaves the list at once.
    await db.execute(sql`delete from users where id = ${leaving.user.id}`);
    expect(await ids(me.headers)).not.toContain(leaving.user.id);
    expect(await ids(me.headers)).toContain(renamed.user.id);
  });

  it('are stored without a rendering when a listed runner changed while the list was worked out', async () => {
    const me = await optedIn({ location: 'Bronte, NSW 2024' });
    const other = await optedIn({ location: 'Bronte, NSW 2024' });
    const before = new Date(Date.now() - 60_000);
    const listed = { id: other.user.id, distanceKm: 0.1, score: 80, reasons: [] };
    const stored = async () =>
      (
        await ctx.database.db.execute<{ rendered: string[] | null }>(
          sql`select rendered from buddy_suggestion_lists where user_id = ${me.user.id}`,
        )
      ).rows[0]!.rendered;
    await storeSuggestions(ctx.database.db, me.user.id, {
      suggestions: [listed],
      rendered: ['{}'],
      computedAt: new Date(Date.now() + 60_000),
    });
    expect(await stored()).toEqual(['{}']);
    await storeSuggestions(ctx.database.db, me.user.id, {
      suggestions: [listed],
      rendered: ['{}'],
      computedAt: before,
    });
    expect(await stored()).toBeNull();
  });
});

describe('buddy requests', () => {
  it('flow from request to acceptance, with notices, and refuse a second open request', async () => {
    const a = await optedIn({ location: 'Newtown, NSW 2042', firstName: 'Ana' });
    const b = await optedIn({ location: 'Newtown, NSW 2042', firstName: 'Ben' });
    const sent = await send('POST', '/api/buddies/requests', a.headers, {
      recipientId: b.user.id,
      message: 'Sunday long run?',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', sentByMe: true, message: 'Sunday long run?' });
    expect(sent.json().compatibilityScore).toBeGreaterThan(0);
    const again = await send('POST', '/api/buddies/requests', a.headers, { recipientId: b.user.id });
    expect(again.statusCode).toBe(409);
    expect(
      (await send('POST', '/api/buddies/requests', b.headers, { recipientId: a.user.id })).statusCode,
    ).toBe(409);
    // Neither is suggested to the other while a request is open.
    const ids = (await suggestions(b.headers)).suggestions.map(
      (s: { runner: { id: string } }) => s.runner.id,
    );
    expect(ids).not.toContain(a.user.id);

    const inbox = (await get('/api/buddies/requests', b.headers)).json();
    expect(inbox.incoming).toHaveLength(1);
    expect(inbox.incoming[0].buddy.firstName).toBe('Ana');
    expect((await get('/api/buddies/requests', a.headers)).json().outgoing).toHaveLength(1);
    const bell = (await get('/api/notifications', b.headers)).json();
    expect(bell[0]).toMatchObject({ type: 'buddy_request', actor: { id: a.user.id, firstName: 'Ana' } });

    const id = sent.json().id as number;
    expect((await send('POST', `/api/buddies/requests/${id}/accept`, a.headers)).statusCode).toBe(403);
    const accepted = await send('POST', `/api/buddies/requests/${id}/accept`, b.headers);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', sentByMe: false });
    expect((await send('POST', `/api/buddies/requests/${id}/decline`, b.headers)).statusCode).toBe(409);
    expect((await get('/api/buddies', a.headers)).json().matches[0].buddy.firstName).toBe('Ben');
    expect((await get('/api/notifications', a.headers)).json()[0]).toMatchObject({ type: 'buddy_accepted' });
    expect(
      (await send('POST', '/api/buddies/requests', a.headers, { recipientId: b.user.id })).statusCode,
    ).toBe(409);
  });

  it('are declined by the recipient, and refused to runners who did not opt in or to oneself', async () => {
    const a = await optedIn();
    const b = await optedIn();
    const id = (await send('POST', '/api/buddies/requests', a.headers, { recipientId: b.user.id })).json().id;
    const declined = await send('POST', `/api/buddies/requests/${id}/decline`, b.headers);
    expect(declined.json().status).toBe('declined');
    const stranger = await runner();
    expect(
      (await send('POST', '/api/buddies/requests', a.headers, { recipientId: stranger.user.id })).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', '/api/buddies/requests', a.headers, { recipientId: a.user.id })).statusCode,
    ).toBe(400);
    expect((await send('POST', '/api/buddies/requests/999999/accept', a.headers)).statusCode).toBe(404);
  });
});

describe('blocking', () => {
  it('stops requests, hides from suggestions and hides comments from the blocker', async () => {
    const me = await optedIn({ location: 'Glebe, NSW 2037' });
    const pest = await optedIn({ location: 'Glebe, NSW 2037' });
    const event = await createEvent(ctx.database.db);
    await ctx.database.db
      .insert(eventComments)
      .values({ eventId: event.id, userId: pest.user.id, content: 'Hello!', isQuickComment: false });
    expect((await send('POST', `/api/users/${pest.user.id}/block`, me.headers)).statusCode).toBe(204);

    expect(
      (await send('POST', '/api/buddies/requests', pest.headers, { recipientId: me.user.id })).statusCode,
    ).toBe(403);
    const mine = (await suggestions(me.headers)).suggestions.map(
      (s: { runner: { id: string } }) => s.runner.id,
    );
    expect(mine).not.toContain(pest.user.id);
    const theirs = (await suggestions(pest.headers)).suggestions.map(
      (s: { runner: { id: string } }) => s.runner.id,
    );
    expect(theirs).not.toContain(me.user.id);
    expect((await get(`/api/events/${event.id}/comments`, me.headers)).json()).toEqual([]);
    expect((await get(`/api/events/${event.id}/comments`, pest.headers)).json()).toHaveLength(1);
    // The blocked runner cannot see the blocker's profile; the blocker sees theirs as blocked.
    expect((await get(`/api/users/${me.user.id}`, pest.headers)).statusCode).toBe(404);
    expect((await get(`/api/users/${pest.user.id}`, me.headers)).json().blockedByMe).toBe(true);

    expect((await send('DELETE', `/api/users/${pest.user.id}/block`, me.headers)).statusCode).toBe(204);
    expect((await get(`/api/events/${event.id}/comments`, me.headers)).json()).toHaveLength(1);
    expect((await send('DELETE', `/api/users/${pest.user.id}/block`, me.headers)).statusCode).toBe(404);
    expect((await send('POST', `/api/users/${me.user.id}/block`, me.headers)).statusCode).toBe(400);
    expect((await send('POST', `/api/users/${pest.user.id}/block`, {})).statusCode).toBe(401);
  });

  it('ends an accepted buddyship', async () => {
    const a = await optedIn();
    const b = await optedIn();
    const id = (await send('POST', '/api/buddies/requests', a.headers, { recipientId: b.user.id })).json().id;
    await send('POST', `/api/buddies/requests/${id}/accept`, b.headers);
    await send('POST', `/api/users/${a.user.id}/block`, b.headers);
    expect((await get('/api/buddies', a.headers)).json().matches).toEqual([]);
  });
});

describe('training partners', () => {
  it('list buddies and runners met at the same past runs, and invite them to an upcoming run', async () => {
    const me = await runner({ firstName: 'Mia' });
    const mate = await runner({ firstName: 'Tom', lastName: 'Reed' });
    const past = await createEvent(ctx.database.db, {
      startsAt: new Date(Date.now() - 7 * 86400_000),
      date: '2020-01-05',
    });
    const next = await createEvent(ctx.database.db, { title: 'Tuesday Tempo' });
    for (const userId of [me.user.id, mate.user.id]) {
      await ctx.database.db
        .insert(eventParticipants)
        .values({ eventId: past.id, userId, attendanceStatus: 'attending' });
    }
    await ctx.app.inject({ method: 'POST', url: `/api/events/${next.id}/join`, headers: me.headers });
    const res = (await get('/api/training-partners', me.headers)).json();
    expect(res.partners).toEqual([
      {
        runner: { id: mate.user.id, firstName: 'Tom', lastInitial: 'R', profileImageUrl: null },
        isBuddy: false,
        runsTogether: 1,
        lastRunTogether: '2020-01-05',
      },
    ]);
    expect(res.upcomingRuns.map((r: { id: number }) => r.id)).toEqual([next.id]);

    const invite = await send('POST', `/api/training-partners/${mate.user.id}/invite`, me.headers, {
      eventId: next.id,
    });
    expect(invite.statusCode).toBe(202);
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, mate.user.id), eq(notifications.type, 'run_invite')));
    expect(notice).toMatchObject({ eventId: next.id, actorId: me.user.id });
    const stranger = await runner();
    expect(
      (
        await send('POST', `/api/training-partners/${stranger.user.id}/invite`, me.headers, {
          eventId: next.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await send('POST', `/api/training-partners/${mate.user.id}/invite`, me.headers, { eventId: past.id }))
        .statusCode,
    ).toBe(403);
  });
});
