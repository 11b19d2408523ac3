import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';

// Attendance that is recorded (issue 29): the window, who may mark runners, the code, and what counts it.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stride-check-in-'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

const join = (id: number, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${id}/join`, headers });
const mark = (id: number, userId: string, headers: Headers, present: boolean) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/events/${id}/attendance/${userId}`,
    headers,
    payload: { present },
  });
const codeOf = (id: number, headers: Headers) =>
  ctx.app.inject({ url: `/api/events/${id}/check-in-code`, headers });
const checkIn = (id: number, headers: Headers, code: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${id}/check-in`, headers, payload: { code } });
/** Moves the run's start, as time passing would. */
const startAt = (id: number, at: Date) =>
  ctx.database.db.update(events).set({ startsAt: at }).where(eq(events.id, id));

async function runWithRunners(n: number, startsInMinutes = 10) {
  const db = ctx.database.db;
  const host = await signedInUser(db);
  const event = await createEvent(db, { creatorId: host.user.id, startsAt: minutes(startsInMinutes) });
  const runners = await Promise.all(Array.from({ length: n }, () => signedInUser(db)));
  for (const r of runners) expect((await join(event.id, r.headers)).statusCode).toBe(200);
  return { host, event, runners };
}

describe('taking attendance', () => {
  it('lets the host mark runners present or absent inside the window only', async () => {
    const { host, event, runners } = await runWithRunners(2, 45);
    const [a, b] = runners;
    // 45 minutes before the start: not yet open.
    const early = await mark(event.id, a!.user.id, host.headers, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('events.checkInClosed');

    await startAt(event.id, minutes(20));
    const present = await mark(event.id, a!.user.id, host.headers, true);
    expect(present.statusCode).toBe(200);
    expect(present.json()).toMatchObject({ eventId: event.id, userId: a!.user.id, present: true });
    expect((await mark(event.id, b!.user.id, host.headers, false)).statusCode).toBe(200);

    // A runner without a place, a runner marking, a stranger: refused.
    const outsider = await signedInUser(ctx.database.db);
    expect((await mark(event.id, outsider.user.id, host.headers, true)).statusCode).toBe(404);
    expect((await mark(event.id, b!.user.id, a!.headers, true)).statusCode).toBe(403);
    expect((await mark(event.id, b!.user.id, {}, true)).statusCode).toBe(401);
    expect((await mark(event.id, 'not-a-uuid', host.headers, true)).statusCode).toBe(400);

    // The list shows who checked in; the roster is the host's.
    const page = (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: a!.headers })).json();
    const checked = Object.fromEntries(
      page.participants.map((p: { id: string; checkedIn: boolean }) => [p.id, p.checkedIn]),
    );
    expect(checked).toMatchObject({ [a!.user.id]: true, [b!.user.id]: false });
    expect(page.userPresent).toBe(true);
    expect(
      (await ctx.app.inject({ url: `/api/events/${event.id}/attendance`, headers: a!.headers })).statusCode,
    ).toBe(403);
    const roster = (
      await ctx.app.inject({ url: `/api/events/${event.id}/attendance`, headers: host.headers })
    ).json();
    expect(roster.open).toBe(true);
    expect(roster.runners.find((r: { id: string }) => r.id === b!.user.id)).toMatchObject({
      present: false,
      noShows: 0,
    });

    // Three hours and a minute after the start: closed.
    await startAt(event.id, minutes(-181));
    expect((await mark(event.id, b!.user.id, host.headers, true)).json().code).toBe('events.checkInClosed');
  });

  it("lets a club run's owner and admins take attendance, not its other members", async () => {
    const db = ctx.database.db;
    const owner = await signedInUser(db);
    const club = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/runclubs',
        headers: owner.headers,
        payload: {
          name: 'Attendance Club',
          location: 'Bondi, NSW 2026',
          runDays: [],
          distances: [],
          abilityLevels: [],
        },
      })
    ).json();
    const [admin, member] = await Promise.all([signedInUser(db), signedInUser(db)]);
    for (const r of [admin, member])
      await ctx.app.inject({ method: 'POST', url: `/api/runclubs/${club.id}/join`, headers: r.headers });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/runclubs/${club.id}/members/${admin.user.id}`,
      headers: owner.headers,
      payload: { role: 'admin' },
    });
    const event = await createEvent(db, { creatorId: owner.user.id, clubId: club.id, startsAt: minutes(5) });
    const runner = await signedInUser(db);
    await join(event.id, runner.headers);
    expect((await mark(event.id, runner.user.id, admin.headers, true)).statusCode).toBe(200);
    expect((await mark(event.id, runner.user.id, owner.headers, true)).statusCode).toBe(200);
    expect((await mark(event.id, runner.user.id, member.headers, true)).statusCode).toBe(403);
    expect((await codeOf(event.id, admin.headers)).statusCode).toBe(200);
    expect((await codeOf(event.id, member.headers)).statusCode).toBe(403);
  });
});

describe('checking in with the code', () => {
  it('gives the host a 4-digit code and lets runners with a place check in with it', async () => {
    const { host, event, runners } = await runWithRunners(2);
    const [a, b] = runners;
    expect((await codeOf(event.id, a!.headers)).statusCode).toBe(403);
    const res = await codeOf(event.id, host.headers);
    expect(res.statusCode).toBe(200);
    const { code, checkInUrl } = res.json();
    expect(code).toMatch(/^\d{4}$/);
    expect(checkInUrl).toMatch(new RegExp(`/events/${event.id}\\?checkIn=${code}$`));
    // The same code on every asking.
    expect((await codeOf(event.id, host.headers)).json().code).toBe(code);

    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const bad = await checkIn(event.id, a!.headers, wrong);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: "That check-in code isn't right",
      code: 'events.checkInWrong',
    });
    expect((await checkIn(event.id, a!.headers, '12a4')).json().code).toBe('events.checkInCode');

    const ok = await checkIn(event.id, a!.headers, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ present: true, message: "You're checked in" });
    expect((await checkIn(event.id, a!.headers, code)).statusCode).toBe(200);

    // Not a participant: refused, whatever the code.
    const stranger = await signedInUser(ctx.database.db);
    const refused = await checkIn(event.id, stranger.headers, code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('events.checkInNotOnRun');

    // Outside the window: refused.
    await startAt(event.id, minutes(-200));
    expect((await checkIn(event.id, b!.headers, code)).json().code).toBe('events.checkInClosed');
  });

  it('stops guessing after five wrong codes', async () => {
    const { host, event, runners } = await runWithRunners(1);
    const { code } = (await codeOf(event.id, host.headers)).json();
    const wrong = String((Number(code) + 5000) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i++)
      expect((await checkIn(event.id, runners[0]!.headers, wrong)).statusCode).toBe(400);
    const locked = await checkIn(event.id, runners[0]!.headers, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('events.checkInTooMany');
  });
});

describe('what attendance counts', () => {
  it('counts runs attended apart from runs joined, and shows hosts their runners’ no-shows', async () => {
    const db = ctx.database.db;
    const host = await signedInUser(db);
    const runner = await signedInUser(db);
    const past = await createEvent(db, { creatorId: host.user.id, startsAt: minutes(10) });
    const missed = await createEvent(db, { creatorId: host.user.id, startsAt: minutes(10) });
    const other = await signedInUser(db);
    for (const e of [past, missed]) {
      await join(e.id, runner.headers);
      await join(e.id, other.headers);
    }
    const { code } = (await codeOf(past.id, host.headers)).json();
    expect((await checkIn(past.id, runner.headers, code)).statusCode).toBe(200);
    // At the missed run only the other runner was there: attendance was taken.
    expect((await mark(missed.id, other.user.id, host.headers, true)).statusCode).toBe(200);
    for (const e of [past, missed]) await startAt(e.id, minutes(-240));

    const stats = (await ctx.app.inject({ url: '/api/users/me/stats', headers: runner.headers })).json();
    expect(stats).toMatchObject({ eventsJoined: 2, runsAttended: 1 });

    const next = await createEvent(db, { creatorId: host.user.id, startsAt: minutes(10) });
    await join(next.id, runner.headers);
    const roster = (
      await ctx.app.inject({ url: `/api/events/${next.id}/attendance`, headers: host.headers })
    ).json();
    expect(roster.runners.find((r: { id: string }) => r.id === runner.user.id)).toMatchObject({
      present: null,
      noShows: 1,
    });
    // Only the host sees it: nowhere on the runner's public page.
    const page = await ctx.app.inject({ url: `/api/events/${next.id}`, headers: runner.headers });
    expect(page.body).not.toContain('noShows');
  });
});

describe('who ran a run', () => {
  it('counts runners marked present as training partners where attendance was taken, and every place elsewhere', async () => {
    const db = ctx.database.db;
    const host = await signedInUser(db);
    const [me, there, noShow] = await Promise.all([signedInUser(db), signedInUser(db), signedInUser(db)]);
    const taken = await createEvent(db, { creatorId: host.user.id, startsAt: minutes(10) });
    const untaken = await createEvent(db, { creatorId: host.user.id, startsAt: minutes(10) });
    for (const e of [taken, untaken]) for (const r of [me, there, noShow]) await join(e.id, r.headers);
    // Attendance at the first run: the no-show was absent.
    for (const r of [me, there]) await mark(taken.id, r.user.id, host.headers, true);
    await mark(taken.id, noShow.user.id, host.headers, false);
    for (const e of [taken, untaken]) await startAt(e.id, minutes(-240));

    const partners = (await ctx.app.inject({ url: '/api/training-partners', headers: me.headers })).json();
    const together = Object.fromEntries(
      partners.partners.map((p: { runner: { id: string }; runsTogether: number }) => [
        p.runner.id,
        p.runsTogether,
      ]),
    );
    expect(together[there.user.id]).toBe(2);
    expect(together[noShow.user.id]).toBe(1);
  });
});
