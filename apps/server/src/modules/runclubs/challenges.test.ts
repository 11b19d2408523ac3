import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, notifications } from '../../db/schema/index.ts';
import { localDate } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';

// Club challenges (issue 29): both metrics, membership, the leaderboard and who sees it, the notice.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-challenges-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const today = (n = 0) => localDate(new Date(Date.now() + n * 86400000), 'Australia/Sydney');

async function clubWith(members: number) {
  const db = ctx.database.db;
  const owner = await signedInUser(db);
  const club = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/runclubs',
      headers: owner.headers,
      payload: {
        name: 'Challenge Club',
        location: 'Bondi, NSW 2026',
        runDays: [],
        distances: [],
        abilityLevels: [],
      },
    })
  ).json<{ id: number }>();
  const runners = await Promise.all(Array.from({ length: members }, () => signedInUser(db)));
  for (const r of runners)
    await ctx.app.inject({ method: 'POST', url: `/api/runclubs/${club.id}/join`, headers: r.headers });
  return { owner, club, runners };
}

const create = (clubId: number, headers: Headers, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/runclubs/${clubId}/challenges`,
    headers,
    payload: {
      title: 'Ten runs in November',
      metric: 'runs_attended',
      target: 2,
      startDate: today(-1),
      endDate: today(30),
      ...body,
    },
  });
const joinChallenge = (clubId: number, id: number, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/runclubs/${clubId}/challenges/${id}/join`, headers });
const one = (clubId: number, id: number, headers: Headers = {}) =>
  ctx.app.inject({ url: `/api/runclubs/${clubId}/challenges/${id}`, headers });

/** A club run starting in a few minutes that the runners join and check in at with its code. */
async function clubRunAttendedBy(
  clubId: number,
  owner: { user: { id: string }; headers: Headers },
  runners: { headers: Headers }[],
) {
  const event = await createEvent(ctx.database.db, {
    creatorId: owner.user.id,
    clubId,
    startsAt: new Date(Date.now() + 5 * 60_000),
  });
  const { code } = (
    await ctx.app.inject({ url: `/api/events/${event.id}/check-in-code`, headers: owner.headers })
  ).json();
  for (const r of runners) {
    await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: r.headers });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/check-in`,
      headers: r.headers,
      payload: { code },
    });
    expect(res.statusCode).toBe(200);
  }
}

describe('creating and joining challenges', () => {
  it('lets the owner and admins create them, members join them, with no cap', async () => {
    const { owner, club, runners } = await clubWith(3);
    const [admin, member] = runners;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}/members/${admin!.user.id}`,
      headers: owner.headers,
      payload: { role: 'admin' },
    });
    expect((await create(club.id, member!.headers, {})).statusCode).toBe(403);
    const bad = await create(club.id, owner.headers, { target: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.target).toBeDefined();
    expect(
      (await create(club.id, owner.headers, { endDate: today(-2), startDate: today(-5) })).json().code,
    ).toBe('clubs.challengeEndPast');
    expect(
      (await create(club.id, owner.headers, { startDate: today(5), endDate: today(1) })).statusCode,
    ).toBe(400);

    const made = await create(club.id, admin!.headers, {
      metric: 'distance_km',
      target: 42.2,
      title: 'A marathon a month',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      metric: 'distance_km',
      target: 42.2,
      status: 'active',
      joined: false,
      participantCount: 0,
    });
    const id = made.json().id;

    // Not a member: refused.
    const outsider = await signedInUser(ctx.database.db);
    const refused = await joinChallenge(club.id, id, outsider.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('clubs.challengeMembersOnly');
    for (const r of [owner, ...runners])
      expect((await joinChallenge(club.id, id, r.headers)).statusCode).toBe(200);
    // Joining twice is the same.
    expect((await joinChallenge(club.id, id, member!.headers)).json()).toMatchObject({
      joined: true,
      participantCount: 4,
      progress: 0,
    });
    expect((await joinChallenge(club.id, 999999, member!.headers)).statusCode).toBe(404);
  });
});

describe('progress and leaderboards', () => {
  it('counts check-ins at the club’s runs, ranks members and tells those who complete', async () => {
    const { owner, club, runners } = await clubWith(3);
    const [a, b, c] = runners;
    const id = (await create(club.id, owner.headers, {})).json().id;
    for (const r of [a!, b!, c!]) await joinChallenge(club.id, id, r.headers);

    await clubRunAttendedBy(club.id, owner, [a!, b!]);
    await clubRunAttendedBy(club.id, owner, [a!]);
    // A run of no club does not count.
    const elsewhere = await createEvent(ctx.database.db, {
      creatorId: owner.user.id,
      startsAt: new Date(Date.now() + 5 * 60_000),
    });
    await ctx.app.inject({ method: 'POST', url: `/api/events/${elsewhere.id}/join`, headers: b!.headers });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/${elsewhere.id}/attendance/${b!.user.id}`,
      headers: owner.headers,
      payload: { present: true },
    });

    const mine = (await one(club.id, id, a!.headers)).json();
    expect(mine).toMatchObject({ joined: true, progress: 2, completed: true });
    expect(
      mine.leaderboard.map((e: { runner: { id: string }; rank: number; progress: number }) => [
        e.runner.id,
        e.rank,
        e.progress,
      ]),
    ).toEqual([
      [a!.user.id, 1, 2],
      [b!.user.id, 2, 1],
      [c!.user.id, 3, 0],
    ]);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a!.user.id), eq(notifications.type, 'challenge_completed')));
    expect(told).toHaveLength(1);
    expect(told[0]!.details).toEqual({ challenge: { id, clubId: club.id, title: 'Ten runs in November' } });
    const listed = (await ctx.app.inject({ url: '/api/notifications', headers: a!.headers })).json();
    expect(JSON.stringify(listed)).toContain('"challenge":{"id":' + id);
    expect(
      await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, b!.user.id), eq(notifications.type, 'challenge_completed'))),
    ).toHaveLength(0);

    // Only members see the leaderboard; everyone sees the challenge and their own part.
    const outsider = await signedInUser(ctx.database.db);
    expect((await one(club.id, id, outsider.headers)).json()).toMatchObject({
      leaderboard: null,
      joined: false,
      progress: null,
    });
    expect((await one(club.id, id)).json().leaderboard).toBeNull();
    const list = (await ctx.app.inject({ url: `/api/runclubs/${club.id}/challenges` })).json();
    expect(list.challenges[0]).toMatchObject({ id, leaderboard: null, participantCount: 3 });
    const asMember = (
      await ctx.app.inject({ url: `/api/runclubs/${club.id}/challenges`, headers: c!.headers })
    ).json();
    expect(asMember.challenges[0].leaderboard).toHaveLength(3);
  });

  it('counts kilometres of the member’s activities in the period, checked hourly', async () => {
    const { owner, club, runners } = await clubWith(2);
    const [a, b] = runners;
    const id = (await create(club.id, owner.headers, { metric: 'distance_km', target: 20 })).json().id;
    for (const r of [a!, b!]) await joinChallenge(club.id, id, r.headers);
    const run = (userId: string, day: string, km: number) =>
      ctx.database.db.insert(activities).values({
        userId,
        source: 'manual',
        name: 'Run',
        startedAt: new Date(`${day}T06:00:00+10:00`),
        startDate: `${day} 06:00:00`,
        distanceKm: km,
        movingTimeSec: Math.round(km * 330),
        elapsedTimeSec: Math.round(km * 340),
      });
    await run(a!.user.id, today(0), 12.5);
    await run(a!.user.id, today(0), 8);
    // Before the period: not counted.
    await run(b!.user.id, today(-3), 30);
    await run(b!.user.id, today(0), 5.25);

    const board = (await one(club.id, id, b!.headers)).json();
    expect(board).toMatchObject({ progress: 5.3, completed: false });
    expect(
      board.leaderboard.map((e: { progress: number; completed: boolean }) => [e.progress, e.completed]),
    ).toEqual([
      [20.5, true],
      [5.3, false],
    ]);
    expect(await ctx.app.services.clubChallenges.checkAll()).toBeGreaterThanOrEqual(1);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a!.user.id), eq(notifications.type, 'challenge_completed')));
    expect(told).toHaveLength(1);
    // Told once.
    await ctx.app.services.clubChallenges.checkAll();
    expect(
      await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, a!.user.id), eq(notifications.type, 'challenge_completed'))),
    ).toHaveLength(1);
  });
});
