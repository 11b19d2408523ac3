import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventParticipants } from '../../db/schema/index.ts';
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

function assertRfc5545(body: string) {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
}

describe('iCalendar', () => {
  it('serves one event as a valid .ics file in UTC', async () => {
    const event = await createEvent(ctx.database.db, {
      title: 'Perth, City; Run',
      date: '2030-06-01',
      time: '06:00',
      timezone: 'Australia/Perth',
      description: 'Line one\nLine two',
    });
    const res = await ctx.app.inject({ url: `/api/events/${event.id}.ics` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    assertRfc5545(res.body);
    expect(res.body).toContain(`UID:event-${event.id}@localhost\r\n`);
    expect(res.body).toContain('DTSTART:20300531T220000Z\r\n');
    expect(res.body).toContain('SUMMARY:Perth\\, City\\; Run\r\n');
    expect(res.body).toContain('DESCRIPTION:Line one\\nLine two\r\n');
    expect(res.body).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect((await ctx.app.inject({ url: '/api/events/999999.ics' })).statusCode).toBe(404);
  });

  it('gives each runner a private, revocable feed of events created or joined', async () => {
    const db = ctx.database.db;
    const runner = await signedInUser(db);
    const created = await createEvent(db, { title: 'Mine', creatorId: runner.user.id });
    const joined = await createEvent(db, { title: 'Joined' });
    const other = await createEvent(db, { title: 'Someone else' });
    await ctx.app.inject({ method: 'POST', url: `/api/events/${joined.id}/join`, headers: runner.headers });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed' })).statusCode).toBe(
      401,
    );
    const { url } = (
      await ctx.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', headers: runner.headers })
    ).json();
    expect(url).toMatch(/^http:\/\/localhost:5000\/api\/calendar\/[\w-]{43}\.ics$/);
    const feedPath = new URL(url).pathname;
    const feed = await ctx.app.inject({ url: feedPath });
    expect(feed.statusCode).toBe(200);
    assertRfc5545(feed.body);
    expect(feed.body).toContain(`UID:event-${created.id}@`);
    expect(feed.body).toContain(`UID:event-${joined.id}@`);
    expect(feed.body).not.toContain(`UID:event-${other.id}@`);

    const renewed = (
      await ctx.app.inject({ method: 'POST', url: '/api/users/me/calendar-feed', headers: runner.headers })
    ).json();
    expect((await ctx.app.inject({ url: feedPath })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: new URL(renewed.url).pathname })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/api/users/me/calendar-feed', headers: runner.headers });
    expect((await ctx.app.inject({ url: new URL(renewed.url).pathname })).statusCode).toBe(404);
  });
});

describe('GET /api/users/me/stats', () => {
  it('counts attended past events and sums their shortest distances', async () => {
    const db = ctx.database.db;
    const runner = await signedInUser(db);
    const day = 86400000;
    const past = (daysAgo: number, distances: string[], extra = {}) =>
      createEvent(db, {
        startsAt: new Date(Date.now() - daysAgo * day),
        date: localDate(new Date(Date.now() - daysAgo * day), 'Australia/Sydney'),
        distances,
        ...extra,
      });
    const a = await past(400, ['Half Marathon', '10k']);
    const b = await past(500, ['Marathon']);
    const c = await past(600, ['Fun Run']);
    const cancelled = await past(700, ['Marathon'], { status: 'cancelled' });
    const maybe = await past(800, ['5k']);
    const future = await createEvent(db, { distances: ['5k'] });
    const now = new Date();
    // An event earlier today (local Sydney date) counts towards this month.
    const thisMonth = await createEvent(db, {
      startsAt: new Date(now.getTime() - 60000),
      date: localDate(new Date(now.getTime() - 60000), 'Australia/Sydney'),
      distances: ['5k', 'Parkrun'],
    });
    await db.insert(eventParticipants).values([
      ...[a, b, c, cancelled, future, thisMonth].map((e) => ({
        eventId: e.id,
        userId: runner.user.id,
        attendanceStatus: 'attending',
      })),
      { eventId: maybe.id, userId: runner.user.id, attendanceStatus: 'maybe' },
    ]);
    const res = await ctx.app.inject({ url: '/api/users/me/stats', headers: runner.headers });
    expect(res.statusCode).toBe(200);
    // 10 (shortest of half and 10k) + 42.195 + 0 (Fun Run names no distance) + 5 = 57.2
    // No host took attendance at these runs: none counts as attended (issue 29).
    expect(res.json()).toEqual({ eventsJoined: 4, totalKm: 57.2, thisMonth: 1, runsAttended: 0 });
    expect((await ctx.app.inject({ url: '/api/users/me/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/events/user', () => {
  it('lists events I created or joined, with my status', async () => {
    const db = ctx.database.db;
    const runner = await signedInUser(db);
    const created = await createEvent(db, { creatorId: runner.user.id });
    const joined = await createEvent(db);
    await createEvent(db);
    await ctx.app.inject({ method: 'POST', url: `/api/events/${joined.id}/join`, headers: runner.headers });
    const res = await ctx.app.inject({ url: '/api/events/user?when=upcoming', headers: runner.headers });
    expect(res.statusCode).toBe(200);
    const mine = res.json() as { id: number; isCreator: boolean; userAttendanceStatus: string | null }[];
    expect(mine.map((e) => [e.id, e.isCreator, e.userAttendanceStatus]).sort()).toEqual(
      [
        [created.id, true, null],
        [joined.id, false, 'attending'],
      ].sort(),
    );
    expect((await ctx.app.inject({ url: '/api/events/user' })).statusCode).toBe(401);
  });
});
