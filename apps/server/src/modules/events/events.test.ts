import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { localDate } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';

// E-mails go to this run's own outbox (no SMTP_URL), never into the working tree.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-events-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

const inDays = (n: number, tz = 'Australia/Sydney') => localDate(new Date(Date.now() + n * 86400000), tz);

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Saturday Long Run',
  date: inDays(10),
  time: '06:00',
  location: 'Bondi, NSW 2026',
  lat: -33.8915,
  lng: 151.2767,
  distances: ['10k', 'Half Marathon'],
  ...overrides,
});

/** Creates an event as the runner signed in with `headers`, from validEvent and `overrides`. */
const postEvent = (headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/events', headers, payload: validEvent(overrides) });

describe('POST /api/events', () => {
  it('creates an event with the spec defaults and its UTC start', async () => {
    const { headers, user } = await signedInUser(ctx.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const res = await postEvent(headers);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Saturday Long Run',
      time: '06:00',
      timezone: 'Australia/Sydney',
      maxParticipants: 15,
      status: 'open',
      eventType: 'user',
      creatorId: user.id,
      createdBy: 'Ada Lovelace',
      participantCount: 1,
      timeOfDay: 'morning',
      occurrenceCount: 1,
    });
  });

  it('counts the host as going on every occurrence, and the host cannot leave', async () => {
    const { headers, user } = await signedInUser(ctx.database.db, { firstName: 'Hana' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: validEvent({
        isRecurring: true,
        recurringType: 'weekly',
        recurringEndDate: inDays(24),
      }),
    });
    expect(res.json()).toMatchObject({ participantCount: 1 });
    const first = res.json<{ id: number; occurrenceCount: number }>();
    expect(first.occurrenceCount).toBeGreaterThan(1);
    const detail = (await ctx.app.inject({ url: `/api/events/${first.id}`, headers })).json();
    expect(detail).toMatchObject({ participantCount: 1, userAttendanceStatus: 'attending' });
    expect(detail.participants).toEqual([expect.objectContaining({ id: user.id, firstName: 'Hana' })]);
    const mine = (await ctx.app.inject({ url: '/api/events/user', headers })).json<
      { participantCount: number; isCreator: boolean; userAttendanceStatus: string }[]
    >();
    expect(mine).toHaveLength(first.occurrenceCount);
    expect(
      mine.every((e) => e.participantCount === 1 && e.isCreator && e.userAttendanceStatus === 'attending'),
    ).toBe(true);
    for (const request of [
      { method: 'DELETE' as const, url: `/api/events/${first.id}/leave` },
      {
        method: 'PATCH' as const,
        url: `/api/events/${first.id}/attendance`,
        payload: { attendanceStatus: 'not_attending' },
      },
    ]) {
      const refused = await ctx.app.inject({ ...request, headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("You're hosting this event: cancel it instead of leaving it.");
    }
    expect((await ctx.app.inject({ url: `/api/events/${first.id}` })).json().participantCount).toBe(1);
  });

  it('requires sign-in', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/events', payload: validEvent() });
    expect(res.statusCode).toBe(401);
  });

  it("refuses no distance with 'Please select at least one distance option'", async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (const distances of [[], ['42 miles'], undefined]) {
      const res = await postEvent(headers, { distances });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.distances).toContain('Please select at least one distance option');
    }
  });

  it('refuses a club event without a club and a recurring event without type or end date', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (const extra of [
      { isClubEvent: true },
      { eventType: 'run_club' },
      { isClubEvent: true, clubName: 'Any Club' },
    ]) {
      const res = await postEvent(headers, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.clubId).toEqual(['Choose one of your run clubs to post a club run']);
    }
    const message = 'Club events require a club name, and recurring events require type and end date';
    for (const extra of [
      { isRecurring: true, recurringType: 'weekly' },
      { isRecurring: true, recurringEndDate: inDays(40) },
    ]) {
      const res = await postEvent(headers, extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a start in the past and bad dates, changing nothing', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    for (const extra of [{ date: inDays(-2) }, { date: '2026-02-30' }, { time: '25:00' }, { lat: 200 }]) {
      const res = await postEvent(headers, extra);
      expect(res.statusCode).toBe(400);
    }
  });

  it('stores the local time of a Perth event and derives its UTC instant from the WA zone', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const date = inDays(20);
    const perth = (
      await postEvent(headers, { date, location: 'Cottesloe, WA 6011', lat: -31.99, lng: 115.75 })
    ).json();
    const sydney = (await postEvent(headers, { date })).json();
    expect(perth.timezone).toBe('Australia/Perth');
    expect(perth.time).toBe('06:00');
    expect(sydney.time).toBe('06:00');
    // Perth is UTC+8 all year; Sydney is UTC+10 or +11 (daylight saving): 06:00 in Sydney comes 2 or 3 hours earlier.
    const gapHours = (Date.parse(perth.startsAt) - Date.parse(sydney.startsAt)) / 3600000;
    expect([2, 3]).toContain(gapHours);
    expect(new Date(perth.startsAt).toISOString().slice(11, 16)).toBe('22:00');
  });

  it('keeps 06:00 local on every occurrence across the end of daylight saving (Sydney moves, Perth does not)', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    // Sydney leaves daylight saving at 03:00 on Sunday 4 April 2027 (UTC+11 → UTC+10).
    const series = {
      date: '2027-04-03',
      isRecurring: true,
      recurringType: 'daily',
      recurringEndDate: '2027-04-05',
    };
    const sydney = (await postEvent(headers, series)).json();
    const perth = (
      await postEvent(headers, { ...series, location: 'Cottesloe, WA 6011', lat: -31.99, lng: 115.75 })
    ).json();
    const mine = (await ctx.app.inject({ url: '/api/events/user', headers })).json() as {
      id: number;
      parentEventId: number | null;
      time: string;
      startsAt: string;
      timeOfDay: string;
    }[];
    const utcOf = (parent: number) =>
      mine
        .filter((e) => e.id === parent || e.parentEventId === parent)
        .map((e) => (expect(e.time).toBe('06:00'), expect(e.timeOfDay).toBe('morning'), e.startsAt));
    expect(utcOf(sydney.id)).toEqual([
      '2027-04-02T19:00:00.000Z',
      '2027-04-03T20:00:00.000Z',
      '2027-04-04T20:00:00.000Z',
    ]);
    expect(utcOf(perth.id)).toEqual([
      '2027-04-02T22:00:00.000Z',
      '2027-04-03T22:00:00.000Z',
      '2027-04-04T22:00:00.000Z',
    ]);
  });

  it('expands a weekly recurring event into linked occurrences on the chosen days', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const start = inDays(7);
    const end = inDays(20);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: validEvent({
        date: start,
        isRecurring: true,
        recurringType: 'weekly',
        recurringEndDate: end,
        recurringDaysOfWeek: [2, 6],
      }),
    });
    expect(res.statusCode).toBe(201);
    const first = res.json();
    expect(first.occurrenceCount).toBe(4);
    const mine = (await ctx.app.inject({ url: '/api/events/user', headers })).json() as {
      id: number;
      date: string;
      parentEventId: number | null;
    }[];
    const series = mine.filter((e) => e.id === first.id || e.parentEventId === first.id);
    expect(series).toHaveLength(4);
    for (const e of series) expect([2, 6]).toContain(new Date(`${e.date}T00:00:00Z`).getUTCDay());
  });
});

describe('GET /api/events', () => {
  it('lists only upcoming, non-cancelled events with every filter applied, ignoring empty and all', async () => {
    const db = ctx.database.db;
    const date = inDays(30);
    const morningMarathon = await createEvent(db, {
      title: 'F-morning',
      date,
      time: '07:00',
      distances: ['Marathon'],
    });
    const eveningClub = await createEvent(db, {
      title: 'F-evening',
      date,
      time: '18:30',
      distances: ['5k'],
      eventType: 'run_club',
    });
    await createEvent(db, {
      title: 'F-cancelled',
      date,
      time: '07:00',
      distances: ['Marathon'],
      status: 'cancelled',
    });
    await createEvent(db, { title: 'F-past', startsAt: new Date(Date.now() - 86400000), date: inDays(-1) });
    const get = async (qs: string) => {
      const res = await ctx.app.inject({ url: `/api/events?${qs}` });
      expect(res.statusCode).toBe(200);
      return (res.json().events as { id: number; title: string }[])
        .filter((e) => e.title.startsWith('F-'))
        .map((e) => e.id);
    };
    expect(await get(`date=${date}`)).toEqual([morningMarathon.id, eveningClub.id]);
    expect(await get(`date=${date}&timeFilter=morning`)).toEqual([morningMarathon.id]);
    expect(await get(`date=${date}&timeFilter=evening`)).toEqual([eveningClub.id]);
    expect(await get(`date=${date}&timeFilter=afternoon`)).toEqual([]);
    expect(await get(`date=${date}&distanceFilter=marathon`)).toEqual([morningMarathon.id]);
    expect(await get(`date=${date}&distanceFilter=5k`)).toEqual([eveningClub.id]);
    expect(await get(`date=${date}&eventTypeFilter=run_club`)).toEqual([eveningClub.id]);
    expect(await get(`date=${date}&eventTypeFilter=all&timeFilter=&distanceFilter=all`)).toEqual([
      morningMarathon.id,
      eveningClub.id,
    ]);
  });

  it('pages with a cursor: 50 by default, at most 100', async () => {
    const db = ctx.database.db;
    const date = inDays(60);
    for (let i = 0; i < 120; i++) await createEvent(db, { title: `P-${i}`, date, time: '09:00' });
    const first = (await ctx.app.inject({ url: `/api/events?date=${date}` })).json();
    expect(first.events).toHaveLength(50);
    const big = (await ctx.app.inject({ url: `/api/events?date=${date}&limit=500` })).json();
    expect(big.events).toHaveLength(100);
    const next = (
      await ctx.app.inject({ url: `/api/events?date=${date}&limit=100&cursor=${big.nextCursor}` })
    ).json();
    expect(next.events).toHaveLength(20);
    expect(next.nextCursor).toBeNull();
    const ids = new Set([...big.events, ...next.events].map((e: { id: number }) => e.id));
    expect(ids.size).toBe(120);
  });

  it('refuses unknown filter values and a forged cursor with 400', async () => {
    for (const qs of [
      'timeFilter=noon',
      'distanceFilter=42k',
      'eventTypeFilter=party',
      'cursor=abc',
      'date=tomorrow',
    ]) {
      const res = await ctx.app.inject({ url: `/api/events?${qs}` });
      expect(res.statusCode, qs).toBe(400);
    }
  });

  it('applies time of day by the local clock at the event: 06:00 in Perth and 06:00 in Sydney are both morning', async () => {
    const db = ctx.database.db;
    const date = inDays(90);
    const perth = await createEvent(db, {
      title: 'TZ-perth',
      date,
      time: '06:00',
      timezone: 'Australia/Perth',
      lat: -31.99,
      lng: 115.75,
    });
    const sydney = await createEvent(db, { title: 'TZ-sydney', date, time: '06:00' });
    const res = (await ctx.app.inject({ url: `/api/events?date=${date}&timeFilter=morning` })).json();
    const tz = (res.events as { id: number; title: string; timeOfDay: string; startsAt: string }[]).filter(
      (e) => e.title.startsWith('TZ-'),
    );
    // Sydney's 06:00 happens first in absolute time, so it is listed first.
    expect(tz.map((e) => e.id)).toEqual([sydney.id, perth.id]);
    expect(tz.every((e) => e.timeOfDay === 'morning')).toBe(true);
  });
});

describe('GET /api/events/search', () => {
  it('finds events within the radius and time window with distance in km and a total', async () => {
    const db = ctx.database.db;
    // Around Hobart so other tests' Sydney events stay out of the way.
    const centre = { lat: -42.8821, lng: 147.3272 };
    const near = await createEvent(db, {
      title: 'S-near',
      lat: -42.89,
      lng: 147.33,
      startsAt: new Date(Date.now() + 5 * 3600000),
      timezone: 'Australia/Hobart',
    });
    const far = await createEvent(db, {
      title: 'S-far',
      lat: -42.75,
      lng: 147.3,
      startsAt: new Date(Date.now() + 3 * 3600000),
      timezone: 'Australia/Hobart',
    });
    await createEvent(db, {
      title: 'S-later',
      lat: -42.88,
      lng: 147.33,
      startsAt: new Date(Date.now() + 30 * 3600000),
    });
    await createEvent(db, {
      title: 'S-cancelled',
      lat: -42.88,
      lng: 147.33,
      startsAt: new Date(Date.now() + 2 * 3600000),
      status: 'cancelled',
    });
    const search = async (qs: string) => {
      const res = await ctx.app.inject({
        url: `/api/events/search?lat=${centre.lat}&lng=${centre.lng}&${qs}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        total: number;
        events: { id: number; distance: number; participantCount: number; title: string }[];
      };
    };
    const ten = await search('radiusKm=10&hours=24');
    expect(ten.events.map((e) => e.id)).toEqual([near.id]);
    expect(ten.total).toBe(1);
    expect(ten.events[0]!.distance).toBeGreaterThan(0);
    expect(ten.events[0]!.distance).toBeLessThan(2);
    expect(ten.events[0]!.participantCount).toBe(0);
    const twenty = await search('radiusKm=20&hours=24');
    expect(twenty.events.map((e) => e.id)).toEqual([far.id, near.id]);
    const byDistance = await search('radiusKm=20&hours=24&sort=distance');
    expect(byDistance.events.map((e) => e.id)).toEqual([near.id, far.id]);
    expect((await search('radiusKm=20&hours=48')).total).toBe(3);
    expect((await search('radiusKm=20&limit=1&hours=48')).total).toBe(3);
  });

  it('defaults to 10 km and refuses radii outside the spec and missing coordinates', async () => {
    expect((await ctx.app.inject({ url: '/api/events/search?lat=-33.87&lng=151.2' })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/events/search?lat=-33.87&lng=151.2&radiusKm=7' })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: '/api/events/search?lng=151.2' })).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: '/api/events/search?lat=-33.87&lng=151.2&hours=0' })).statusCode,
    ).toBe(400);
  });
});

describe('GET, PATCH and DELETE /api/events/:id', () => {
  it("answers the detail with participants' public fields only, or 'Event Not Found'", async () => {
    const db = ctx.database.db;
    const event = await createEvent(db);
    const runner = await signedInUser(db, {
      firstName: 'Cathy',
      lastName: 'Freeman',
      profileImageUrl: 'https://x.test/c.png',
    });
    const join = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/join`,
      headers: runner.headers,
    });
    expect(join.json()).toMatchObject({ userAttendanceStatus: 'attending', participantCount: 1 });
    const mine = (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: runner.headers })).json();
    expect(mine.participantCount).toBe(1);
    expect(mine.userAttendanceStatus).toBe('attending');
    expect(mine.participants).toEqual([
      {
        id: runner.user.id,
        firstName: 'Cathy',
        lastName: 'Freeman',
        profileImageUrl: 'https://x.test/c.png',
        // Issue 29: their pace group (none here) and whether they checked in.
        paceGroupId: null,
        checkedIn: false,
      },
    ]);
    const anon = (await ctx.app.inject({ url: `/api/events/${event.id}` })).json();
    expect(anon.userAttendanceStatus).toBeNull();
    const missing = await ctx.app.inject({ url: '/api/events/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event Not Found');
    expect((await ctx.app.inject({ url: '/api/events/abc' })).statusCode).toBe(400);
  });

  it('lets only the creator edit or cancel, and notifies the attendees', async () => {
    const db = ctx.database.db;
    const creator = await signedInUser(db);
    const runner = await signedInUser(db);
    const created = (await postEvent(creator.headers)).json();
    await ctx.app.inject({ method: 'POST', url: `/api/events/${created.id}/join`, headers: runner.headers });
    const stranger = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${created.id}`,
      headers: runner.headers,
      payload: { title: 'Hijacked' },
    });
    expect(stranger.statusCode).toBe(403);
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${created.id}`,
      headers: creator.headers,
      payload: { title: 'New title', time: '17:00' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ title: 'New title', time: '17:00', timeOfDay: 'afternoon' });
    const badClub = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${created.id}`,
      headers: creator.headers,
      payload: { eventType: 'run_club' },
    });
    expect(badClub.statusCode).toBe(400);
    expect(badClub.json().message).toBe('Choose one of your run clubs to post a club run');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/events/${created.id}`, headers: runner.headers }))
        .statusCode,
    ).toBe(403);
    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${created.id}`,
      headers: creator.headers,
    });
    expect(cancel.json()).toEqual({ cancelled: 1 });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, runner.user.id));
    expect(notes.map((n) => n.type).sort()).toEqual(['event_cancelled', 'event_updated']);
    const list = (await ctx.app.inject({ url: `/api/events?date=${created.date}` })).json();
    expect(list.events.map((e: { id: number }) => e.id)).not.toContain(created.id);
    const join = await ctx.app.inject({
      method: 'POST',
      url: `/api/events/${created.id}/join`,
      headers: runner.headers,
    });
    expect(join.statusCode).toBe(409);
  });

  it('edits or cancels a single occurrence or the whole series', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const first = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/events',
        headers,
        payload: validEvent({
          date: inDays(3),
          isRecurring: true,
          recurringType: 'daily',
          recurringEndDate: inDays(7),
        }),
      })
    ).json();
    expect(first.occurrenceCount).toBe(5);
    const series = async () =>
      (
        (await ctx.app.inject({ url: '/api/events/user', headers })).json() as {
          id: number;
          parentEventId: number | null;
          title: string;
          status: string;
          time: string;
        }[]
      ).filter((e) => e.id === first.id || e.parentEventId === first.id);
    const [, second, third] = await series();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${second!.id}`,
      headers,
      payload: { title: 'Only this one' },
    });
    expect((await series()).filter((e) => e.title === 'Only this one').map((e) => e.id)).toEqual([
      second!.id,
    ]);
    const all = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${third!.id}?scope=series`,
      headers,
      payload: { time: '07:15' },
    });
    expect(all.statusCode).toBe(200);
    expect((await series()).every((e) => e.time === '07:15')).toBe(true);
    const dateChange = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${third!.id}?scope=series`,
      headers,
      payload: { date: inDays(9) },
    });
    expect(dateChange.statusCode).toBe(400);
    await ctx.app.inject({ method: 'DELETE', url: `/api/events/${second!.id}`, headers });
    expect((await series()).filter((e) => e.status === 'cancelled').map((e) => e.id)).toEqual([second!.id]);
    const rest = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${first.id}?scope=series`,
      headers,
    });
    expect(rest.json()).toEqual({ cancelled: 4 });
    expect((await series()).every((e) => e.status === 'cancelled')).toBe(true);
  });
});
