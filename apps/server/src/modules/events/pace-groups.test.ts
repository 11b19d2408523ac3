import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingPlans } from '../../db/schema/index.ts';
import { localDate } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';

// Pace groups (issue 29): capacity and waitlists per group, the suggested group, the search's pace filter.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-pace-groups-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86400000), 'Australia/Sydney');
type Headers = Record<string, string>;
type Group = { id: number; paceSecPerKm: number; participantCount: number; waitlistCount: number };

// A spot of its own (Broken Hill) so other tests' runs do not crowd the search.
const here = { lat: -31.9539, lng: 141.4539 };

async function postEvent(headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/events',
    headers,
    payload: {
      title: 'Paced Long Run',
      date: inDays(5),
      time: '06:00',
      location: 'Broken Hill, NSW 2880',
      ...here,
      distances: ['10k'],
      ...overrides,
    },
  });
  return res;
}

async function pacedEvent(headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await postEvent(headers, {
    maxParticipants: 10,
    paceGroups: [
      { paceSecPerKm: 300, label: 'Fast', leader: 'Ada', capacity: 1 },
      { paceSecPerKm: 360, label: 'Steady', capacity: 5 },
      { paceSecPerKm: 420 },
    ],
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; paceGroups: Group[] }>();
}

const join = (id: number, headers: Headers, paceGroupId?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/events/${id}/join`,
    headers,
    ...(paceGroupId === undefined ? {} : { payload: { paceGroupId } }),
  });
const waitlist = (id: number, headers: Headers, paceGroupId: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${id}/waitlist`, headers, payload: { paceGroupId } });
const leave = (id: number, headers: Headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/events/${id}/leave`, headers });
const detail = async (id: number, headers: Headers = {}) =>
  (await ctx.app.inject({ url: `/api/events/${id}`, headers })).json();

describe('pace groups on an event', () => {
  it('creates, lists and edits up to 8 groups, each within the event’s capacity', async () => {
    const host = await signedInUser(ctx.database.db);
    const event = await pacedEvent(host.headers);
    expect(event.paceGroups).toEqual([
      expect.objectContaining({
        paceSecPerKm: 300,
        label: 'Fast',
        leader: 'Ada',
        capacity: 1,
        participantCount: 0,
      }),
      expect.objectContaining({ paceSecPerKm: 360, label: 'Steady', leader: null, capacity: 5 }),
      expect.objectContaining({ paceSecPerKm: 420, label: null, leader: null, capacity: null }),
    ]);
    const tooBig = await postEvent(host.headers, {
      maxParticipants: 4,
      paceGroups: [{ paceSecPerKm: 300, capacity: 5 }],
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().fields['paceGroups.0.capacity']).toEqual([
      "A pace group can't hold more runners than the event",
    ]);
    const tooFast = await postEvent(host.headers, { paceGroups: [{ paceSecPerKm: 149 }] });
    expect(tooFast.json().fields['paceGroups.0.paceSecPerKm']).toBeDefined();
    const nine = await postEvent(host.headers, {
      paceGroups: Array.from({ length: 9 }, (_, i) => ({ paceSecPerKm: 300 + i * 10 })),
    });
    expect(nine.statusCode).toBe(400);

    // Editing: a group kept by id keeps its runners; one left out goes; a new one is added.
    const runner = await signedInUser(ctx.database.db);
    const [fast, steady] = event.paceGroups;
    expect((await join(event.id, runner.headers, steady!.id)).statusCode).toBe(200);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: {
        paceGroups: [{ id: steady!.id, paceSecPerKm: 350, label: 'Steady' }, { paceSecPerKm: 450 }],
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().paceGroups).toEqual([
      expect.objectContaining({ id: steady!.id, paceSecPerKm: 350, participantCount: 1 }),
      expect.objectContaining({ paceSecPerKm: 450, participantCount: 0 }),
    ]);
    expect(patched.json().paceGroupPaces).toEqual([350, 450]);
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: { paceGroups: [{ id: fast!.id, paceSecPerKm: 300 }] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a group on joining: required, per-group capacity, changing group, waitlists per group', async () => {
    const db = ctx.database.db;
    const host = await signedInUser(db);
    const event = await pacedEvent(host.headers);
    const [fast, steady, easy] = event.paceGroups;
    const [a, b, c, d] = await Promise.all([
      signedInUser(db),
      signedInUser(db),
      signedInUser(db),
      signedInUser(db),
    ]);

    const none = await join(event.id, a.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'events.paceGroupRequired' });
    expect((await join(event.id, a.headers, 999999)).json()).toMatchObject({
      code: 'events.paceGroupUnknown',
    });

    expect((await join(event.id, a.headers, fast!.id)).json()).toMatchObject({
      userAttendanceStatus: 'attending',
      paceGroupId: fast!.id,
    });
    // The fast group is full; the others still take runners.
    const full = await join(event.id, b.headers, fast!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: 'This pace group is full', code: 'events.paceGroupFull' });
    expect((await join(event.id, b.headers, easy!.id)).statusCode).toBe(200);
    // Its own waitlist, while the event has places.
    expect((await waitlist(event.id, c.headers, fast!.id)).json()).toMatchObject({
      userAttendanceStatus: 'waitlisted',
      waitlistPosition: 1,
      paceGroupId: fast!.id,
    });

    // Changing group frees the old one's place: the runner waiting for it is promoted.
    const moved = await join(event.id, a.headers, steady!.id);
    expect(moved.json()).toMatchObject({ userAttendanceStatus: 'attending', paceGroupId: steady!.id });
    expect((await detail(event.id, c.headers)).userAttendanceStatus).toBe('attending');
    // Moving into a full group is refused and leaves the runner where they were.
    const refused = await join(event.id, b.headers, fast!.id);
    expect(refused.statusCode).toBe(409);
    expect((await detail(event.id, b.headers)).userPaceGroupId).toBe(easy!.id);

    // A waiting runner for a full group keeps their turn; one behind them for a group with room is promoted.
    await waitlist(event.id, d.headers, fast!.id);
    const page = await detail(event.id, d.headers);
    expect(page).toMatchObject({ userAttendanceStatus: 'waitlisted', userPaceGroupId: fast!.id });
    expect(page.paceGroups.map((g: Group) => [g.participantCount, g.waitlistCount])).toEqual([
      [1, 1],
      [1, 0],
      [1, 0],
    ]);
    // The host holds a place in no group.
    expect(page.participants.map((p: { paceGroupId: number | null }) => p.paceGroupId).sort()).toEqual(
      [fast!.id, steady!.id, easy!.id, null].sort(),
    );
    expect((await leave(event.id, c.headers)).statusCode).toBe(200);
    expect((await detail(event.id, d.headers)).userAttendanceStatus).toBe('attending');
  });

  it('fills per-group waitlists in order when the event itself is full', async () => {
    const db = ctx.database.db;
    const host = await signedInUser(db);
    // The host holds a place too (in no group): two are left.
    const event = await pacedEvent(host.headers, {
      maxParticipants: 3,
      paceGroups: [{ paceSecPerKm: 300, capacity: 1 }, { paceSecPerKm: 400 }],
    });
    const [fast, easy] = event.paceGroups;
    const [a, b, c, d] = await Promise.all([
      signedInUser(db),
      signedInUser(db),
      signedInUser(db),
      signedInUser(db),
    ]);
    await join(event.id, a.headers, fast!.id);
    await join(event.id, b.headers, easy!.id);
    // The event is full: 'Event Full' even for the group with room.
    expect((await join(event.id, c.headers, easy!.id)).json()).toMatchObject({ code: 'events.eventFull' });
    await waitlist(event.id, c.headers, fast!.id);
    await waitlist(event.id, d.headers, easy!.id);
    // b leaves: c waits for the still-full fast group, so d (easy) takes the place.
    await leave(event.id, b.headers);
    expect((await detail(event.id, c.headers)).userAttendanceStatus).toBe('waitlisted');
    expect((await detail(event.id, d.headers)).userAttendanceStatus).toBe('attending');
    // a leaves: c's turn comes.
    await leave(event.id, a.headers);
    expect((await detail(event.id, c.headers)).userAttendanceStatus).toBe('attending');
  });
});

describe('the suggested pace group', () => {
  it('suggests the group nearest the easy pace of the active plan, else of the profile', async () => {
    const db = ctx.database.db;
    const host = await signedInUser(db);
    const event = await pacedEvent(host.headers);
    const [, steady, easy] = event.paceGroups;

    const stranger = await detail(event.id);
    expect(stranger).toMatchObject({ runnerPace: null, suggestedPaceGroupId: null });
    const unknown = await signedInUser(db);
    expect((await detail(event.id, unknown.headers)).suggestedPaceGroupId).toBeNull();

    const profile = await signedInUser(db, { preferredPace: '6:50' });
    expect(await detail(event.id, profile.headers)).toMatchObject({
      runnerPace: { secPerKm: 410, source: 'profile' },
      suggestedPaceGroupId: easy!.id,
    });
    // Exactly between two groups: the slower one.
    const between = await signedInUser(db, { preferredPace: '6:30' });
    expect((await detail(event.id, between.headers)).suggestedPaceGroupId).toBe(easy!.id);

    // An active plan's easy zone (5:50–6:20, middle 6:05) wins over the profile.
    const planned = await signedInUser(db, { preferredPace: '7:00' });
    await db.insert(trainingPlans).values({
      userId: planned.user.id,
      name: '10k plan',
      status: 'active',
      startDate: inDays(-7),
      weeklySchedule: { paces: { zones: { easy: { fastSecPerKm: 350, slowSecPerKm: 380 } } } },
    });
    expect(await detail(event.id, planned.headers)).toMatchObject({
      runnerPace: { secPerKm: 365, source: 'plan' },
      suggestedPaceGroupId: steady!.id,
    });
    const mine = await ctx.app.inject({ url: '/api/events/my-pace', headers: planned.headers });
    expect(mine.json()).toEqual({ pace: { secPerKm: 365, source: 'plan' } });
    expect((await ctx.app.inject({ url: '/api/events/my-pace', headers: unknown.headers })).json()).toEqual({
      pace: null,
    });
  });
});

describe('the pace filter', () => {
  it('finds only runs with a group within the tolerance, near me and in the list', async () => {
    const db = ctx.database.db;
    const host = await signedInUser(db);
    const paced = await pacedEvent(host.headers, { title: 'Filter Paced' });
    const slow = await pacedEvent(host.headers, {
      title: 'Filter Slow',
      paceGroups: [{ paceSecPerKm: 540 }],
    });
    const plain = await postEvent(host.headers, { title: 'Filter Plain' });
    expect(plain.statusCode).toBe(201);

    const near = async (query: string) =>
      (
        await ctx.app.inject({
          url: `/api/events/search?lat=${here.lat}&lng=${here.lng}&radiusKm=5&hours=720${query}`,
        })
      )
        .json()
        .events.map((e: { id: number }) => e.id)
        .filter((id: number) => [paced.id, slow.id, plain.json().id].includes(id));
    expect(await near('')).toHaveLength(3);
    // 6:20 per km: the 6:00 group is 20 s away (default tolerance 30 s).
    expect(await near('&paceSecPerKm=380')).toEqual([paced.id]);
    expect(await near('&paceSecPerKm=380&sort=distance')).toEqual([paced.id]);
    expect(await near('&paceSecPerKm=380&paceToleranceSec=10')).toEqual([]);
    expect(await near('&paceSecPerKm=500&paceToleranceSec=45')).toEqual([slow.id]);
    expect(
      (await ctx.app.inject({ url: `/api/events/search?lat=${here.lat}&lng=${here.lng}&paceSecPerKm=10` }))
        .statusCode,
    ).toBe(400);

    const list = async (query: string) => {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const page: { events: { id: number }[]; nextCursor: string | null } = (
          await ctx.app.inject({ url: `/api/events?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}` })
        ).json();
        ids.push(...page.events.map((e) => e.id));
        cursor = page.nextCursor;
      } while (cursor);
      return ids.filter((id) => [paced.id, slow.id, plain.json().id].includes(id));
    };
    expect(await list('&paceSecPerKm=535')).toEqual([slow.id]);
    const cards = (await ctx.app.inject({ url: '/api/events?limit=100&paceSecPerKm=535' })).json().events;
    expect(cards.find((e: { id: number }) => e.id === slow.id).paceGroupPaces).toEqual([540]);
  });
});
