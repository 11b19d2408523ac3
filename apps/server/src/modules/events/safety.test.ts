import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type Role, messageText } from '@stride/contracts';
import { notifications, userRoles } from '../../db/schema/index.ts';
import { localDate } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { CREATE_LIMITS } from './event-limits.ts';

/**
 * Issue 25: blocking that blocks, hosts who can take a runner off a run, club runs governed by the
 * club, nobody posing as a club or as official, and limits on what and how much a runner creates.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Runner = Awaited<ReturnType<typeof signedInUser>>;
const db = () => ctx.database.db;
const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000), 'Australia/Sydney');

const validEvent = (overrides: Record<string, unknown> = {}) => ({
  title: 'Dawn 10k',
  date: inDays(10),
  time: '06:00',
  location: 'Bondi, NSW 2026',
  lat: -33.8915,
  lng: 151.2767,
  distances: ['10k'],
  ...overrides,
});

const post = (who: Runner, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload });
const patch = (who: Runner, url: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url, headers: who.headers, payload });
const del = (who: Runner, url: string) => ctx.app.inject({ method: 'DELETE', url, headers: who.headers });
const detail = async (id: number, who?: Runner) =>
  (await ctx.app.inject({ url: `/api/events/${id}`, headers: who?.headers ?? {} })).json();
const comments = async (id: number, who?: Runner) =>
  (await ctx.app.inject({ url: `/api/events/${id}/comments`, headers: who?.headers ?? {} })).json() as {
    content: string;
  }[];
const noticesOf = async (who: Runner, type?: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, who.user.id))).filter(
    (n) => !type || n.type === type,
  );

async function hostedRun(host: Runner, overrides: Record<string, unknown> = {}) {
  const res = await post(host, '/api/events', validEvent(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function withRole(runner: Runner, role: Role) {
  await db().insert(userRoles).values({ userId: runner.user.id, role });
  return runner;
}

describe('blocking blocks, both ways', () => {
  it('a runner the host blocked leaves the host’s upcoming runs, is told neutrally, and cannot join or comment', async () => {
    const host = await signedInUser(db(), { firstName: 'Hana' });
    const runner = await signedInUser(db(), { firstName: 'Rex' });
    const other = await signedInUser(db());
    const run = await hostedRun(host);
    expect((await post(runner, `/api/events/${run}/join`)).statusCode).toBe(200);
    // Said before the block: hidden from everyone afterwards, not only from the host.
    expect(
      (await post(runner, `/api/events/${run}/comments`, { content: 'See you there, Hana' })).statusCode,
    ).toBe(201);

    expect((await post(host, `/api/users/${runner.user.id}/block`)).statusCode).toBe(204);

    const page = await detail(run, host);
    expect(page.participants.map((p: { id: string }) => p.id)).toEqual([host.user.id]);
    expect(page.commentCount).toBe(0);
    for (const viewer of [undefined, other, host]) expect(await comments(run, viewer)).toEqual([]);
    const told = await noticesOf(runner, 'event_removed');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).not.toMatch(/block/i);

    for (const url of [`/api/events/${run}/join`, `/api/events/${run}/waitlist`]) {
      const refused = await post(runner, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messageText(EVENT_MESSAGES.cantJoin));
    }
    const attend = await patch(runner, `/api/events/${run}/attendance`, { attendanceStatus: 'attending' });
    expect(attend.statusCode).toBe(403);
    const comment = await post(runner, `/api/events/${run}/comments`, { content: 'Hello?' });
    expect(comment.statusCode).toBe(403);
    expect(comment.json().message).toBe(messageText(EVENT_MESSAGES.cantComment));
    // A later run of the host's is closed to them too, and still open to everyone else.
    const later = await hostedRun(host, { date: inDays(20) });
    expect((await post(runner, `/api/events/${later}/join`)).statusCode).toBe(403);
    expect((await post(other, `/api/events/${later}/join`)).statusCode).toBe(200);
  });

  it('works the other way: the runner who blocked a host cannot join or comment on the host’s runs', async () => {
    const host = await signedInUser(db());
    const runner = await signedInUser(db());
    const run = await hostedRun(host);
    expect((await post(runner, `/api/users/${host.user.id}/block`)).statusCode).toBe(204);
    expect((await post(runner, `/api/events/${run}/join`)).statusCode).toBe(403);
    expect((await post(runner, `/api/events/${run}/comments`, { content: 'Hi' })).statusCode).toBe(403);
    // …and the host cannot comment on a run of the runner's.
    const own = await hostedRun(runner);
    expect((await post(host, `/api/events/${own}/comments`, { content: 'Hi' })).statusCode).toBe(403);
    // Unblocking lifts it: nobody took the runner off a run.
    expect((await del(runner, `/api/users/${host.user.id}/block`)).statusCode).toBe(204);
    expect((await post(runner, `/api/events/${run}/join`)).statusCode).toBe(200);
  });

  it('no buddy requests, and no notices about each other', async () => {
    const owner = await signedInUser(db());
    const member = await signedInUser(db());
    const club = (
      await post(owner, '/api/runclubs', {
        name: `Harbour Striders ${Date.now()}`,
        location: 'Bondi, NSW 2026',
      })
    ).json();
    expect((await post(member, `/api/runclubs/${club.id}/join`)).statusCode).toBe(200);
    expect((await post(member, `/api/users/${owner.user.id}/block`)).statusCode).toBe(204);
    const request = await post(owner, '/api/buddies/requests', { recipientId: member.user.id });
    expect(request.statusCode).toBe(403);
    // The club run the blocked owner posts is not announced to the member who blocked them.
    expect((await post(owner, '/api/events', validEvent({ clubId: club.id }))).statusCode).toBe(201);
    expect(await noticesOf(member, 'club_event_created')).toEqual([]);
  });
});

describe('a host takes a runner off a run', () => {
  it('removes them, tells them neutrally, moves the waitlist up, and they cannot rejoin', async () => {
    const host = await signedInUser(db());
    const [runner, waiting] = [await signedInUser(db()), await signedInUser(db())];
    const run = await hostedRun(host, { maxParticipants: 2 });
    expect((await post(runner, `/api/events/${run}/join`)).statusCode).toBe(200);
    expect((await post(waiting, `/api/events/${run}/waitlist`)).json().userAttendanceStatus).toBe(
      'waitlisted',
    );

    expect((await del(runner, `/api/events/${run}/participants/${waiting.user.id}`)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/events/${run}/participants/${runner.user.id}` }))
        .statusCode,
    ).toBe(401);
    const removed = await del(host, `/api/events/${run}/participants/${runner.user.id}`);
    expect(removed.statusCode, removed.body).toBe(204);

    expect((await detail(run, waiting)).userAttendanceStatus).toBe('attending');
    expect(await noticesOf(runner, 'event_removed')).toHaveLength(1);
    expect(await noticesOf(waiting, 'waitlist_promoted')).toHaveLength(1);
    const rejoin = await post(runner, `/api/events/${run}/join`);
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.json().message).toBe(messageText(EVENT_MESSAGES.cantJoin));
    // Not on the run (any more), the host, an unknown run.
    const again = await del(host, `/api/events/${run}/participants/${runner.user.id}`);
    expect([again.statusCode, again.json().message]).toEqual([404, messageText(EVENT_MESSAGES.notOnRun)]);
    const self = await del(host, `/api/events/${run}/participants/${host.user.id}`);
    expect([self.statusCode, self.json().message]).toEqual([403, messageText(EVENT_MESSAGES.hostStays)]);
    expect((await del(host, `/api/events/99999999/participants/${runner.user.id}`)).statusCode).toBe(404);
    expect((await del(host, `/api/events/${run}/participants/not-a-uuid`)).statusCode).toBe(400);
  });

  it('only from a run that has not started or been cancelled', async () => {
    const host = await signedInUser(db());
    const runner = await signedInUser(db());
    const past = await createEvent(db(), { creatorId: host.user.id, date: inDays(-3) });
    await db().execute(
      `insert into event_participants (event_id, user_id, attendance_status) values (${past.id}, '${runner.user.id}', 'attending')`,
    );
    expect((await del(host, `/api/events/${past.id}/participants/${runner.user.id}`)).statusCode).toBe(409);
    const run = await hostedRun(host);
    await post(runner, `/api/events/${run}/join`);
    expect((await del(host, `/api/events/${run}`)).statusCode).toBe(200);
    expect((await del(host, `/api/events/${run}/participants/${runner.user.id}`)).statusCode).toBe(409);
  });
});

describe('club runs are governed by the club', () => {
  it('its current owner and admins manage it; a creator who is no longer an admin does not', async () => {
    const owner = await signedInUser(db());
    const admin = await signedInUser(db());
    const next = await signedInUser(db());
    const runner = await signedInUser(db());
    const club = (
      await post(owner, '/api/runclubs', { name: `Dawn Patrol ${Date.now()}`, location: 'Bondi, NSW 2026' })
    ).json();
    for (const who of [admin, next])
      expect((await post(who, `/api/runclubs/${club.id}/join`)).statusCode).toBe(200);
    expect(
      (await patch(owner, `/api/runclubs/${club.id}/members/${admin.user.id}`, { role: 'admin' })).statusCode,
    ).toBe(200);
    const run = await hostedRun(admin, { clubId: club.id });
    expect((await detail(run, admin)).canManage).toBe(true);
    expect((await post(runner, `/api/events/${run}/join`)).statusCode).toBe(200);

    // Demoted, then gone from the club: the creator loses the run.
    expect(
      (await patch(owner, `/api/runclubs/${club.id}/members/${admin.user.id}`, { role: 'member' }))
        .statusCode,
    ).toBe(200);
    expect((await del(admin, `/api/runclubs/${club.id}/leave`)).statusCode).toBe(200);
    const lost = await patch(admin, `/api/events/${run}`, { title: 'Mine now' });
    expect([lost.statusCode, lost.json().message]).toEqual([403, messageText(EVENT_MESSAGES.notManager)]);
    expect((await del(admin, `/api/events/${run}/participants/${runner.user.id}`)).statusCode).toBe(403);
    expect((await detail(run, admin)).canManage).toBe(false);

    // The owner, and an admin appointed later, manage it.
    expect((await patch(owner, `/api/events/${run}`, { title: 'Dawn Patrol 10k' })).statusCode).toBe(200);
    expect(
      (await patch(owner, `/api/runclubs/${club.id}/members/${next.user.id}`, { role: 'admin' })).statusCode,
    ).toBe(200);
    expect((await detail(run, next)).canManage).toBe(true);
    expect((await del(next, `/api/events/${run}/participants/${runner.user.id}`)).statusCode).toBe(204);
    expect((await del(next, `/api/events/${run}`)).statusCode).toBe(200);
    expect((await detail(run)).canManage).toBe(false);
  });

  it("names a non-member in the owner's role change as the runner, not as the owner", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    const club = (
      await post(owner, '/api/runclubs', { name: `Quiet Club ${Date.now()}`, location: 'Bondi, NSW 2026' })
    ).json();
    const res = await patch(owner, `/api/runclubs/${club.id}/members/${stranger.user.id}`, { role: 'admin' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'This runner is not a member of this club']);
  });
});

describe('nobody poses as a club or as official', () => {
  it('a club run needs one of the runner’s clubs, and takes the club’s own name', async () => {
    const runner = await signedInUser(db());
    const owner = await signedInUser(db());
    const club = (
      await post(owner, '/api/runclubs', { name: `Real Runners ${Date.now()}`, location: 'Bondi, NSW 2026' })
    ).json();
    for (const extra of [{ isClubEvent: true, clubName: club.name }, { eventType: 'run_club' }]) {
      const res = await post(runner, '/api/events', validEvent(extra));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.clubId).toEqual([messageText(EVENT_MESSAGES.clubRequired)]);
    }
    expect((await post(runner, '/api/events', validEvent({ clubId: club.id }))).statusCode).toBe(403);
    const named = await post(runner, '/api/events', validEvent({ clubName: club.name }));
    expect(named.json()).toMatchObject({
      isClubEvent: false,
      clubName: null,
      clubId: null,
      eventType: 'user',
    });
    const posted = await post(
      owner,
      '/api/events',
      validEvent({ clubId: club.id, clubName: 'Something Else' }),
    );
    expect(posted.json()).toMatchObject({ isClubEvent: true, clubName: club.name, eventType: 'run_club' });
  });

  it('official events are for admins and organisers', async () => {
    const runner = await signedInUser(db());
    const refused = await post(runner, '/api/events', validEvent({ eventType: 'official' }));
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      messageText(EVENT_MESSAGES.officialNotAllowed),
    ]);
    const own = await hostedRun(runner);
    expect((await patch(runner, `/api/events/${own}`, { eventType: 'official' })).statusCode).toBe(403);
    for (const role of ['admin', 'organiser'] as const) {
      const staff = await withRole(await signedInUser(db()), role);
      const res = await post(staff, '/api/events', validEvent({ eventType: 'official' }));
      expect(res.json()).toMatchObject({ eventType: 'official' });
      // Editing an official event keeps it official without asking again.
      expect(
        (await patch(staff, `/api/events/${res.json().id}`, { title: 'City Marathon' })).statusCode,
      ).toBe(200);
    }
  });
});

describe('limits on creating events', () => {
  it('refuses dates over two years ahead, long or far series, and pins far from the place', async () => {
    const runner = await signedInUser(db());
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ date: '9999-12-31' }, 'date', messageText(EVENT_MESSAGES.tooFarAhead)],
      [{ date: inDays(800) }, 'date', messageText(EVENT_MESSAGES.tooFarAhead)],
      [
        { isRecurring: true, recurringType: 'daily', recurringEndDate: inDays(10 + 120) },
        'recurringEndDate',
        messageText(EVENT_MESSAGES.tooManyDates),
      ],
      [
        { date: inDays(200), isRecurring: true, recurringType: 'weekly', recurringEndDate: inDays(380) },
        'recurringEndDate',
        messageText(EVENT_MESSAGES.beyondSearchWindow),
      ],
      [{ lat: 0, lng: 0 }, 'lat', messageText(EVENT_MESSAGES.pinTooFar)],
      [{ lat: -37.8136, lng: 144.9631 }, 'lat', messageText(EVENT_MESSAGES.pinTooFar)],
      [
        { location: 'Centennial Park, the big fig', lat: 0, lng: 0 },
        'lat',
        messageText(EVENT_MESSAGES.pinOutsideAustralia),
      ],
      [{ location: 'Brisbane City, QLD 4000', lat: 0, lng: 0 }, 'lat', ''],
    ];
    for (const [extra, field, message] of cases) {
      const res = await post(runner, '/api/events', validEvent(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      if (message) expect(res.json().fields[field]).toEqual([message]);
    }
    const refusedEdit = await patch(runner, `/api/events/${await hostedRun(runner)}`, { lat: 0, lng: 0 });
    expect(refusedEdit.statusCode).toBe(400);
    // A free-text place with a pin in Sydney, and a weekly series inside the window, are fine.
    const park = await post(
      runner,
      '/api/events',
      validEvent({ location: 'Centennial Park, the big fig', lat: -33.8988, lng: 151.2347 }),
    );
    expect(park.statusCode).toBe(201);
    const weekly = await post(
      runner,
      '/api/events',
      validEvent({ isRecurring: true, recurringType: 'weekly', recurringEndDate: inDays(300) }),
    );
    expect(weekly.json().occurrenceCount).toBeLessThanOrEqual(100);
  });

  it('limits how many events one runner creates, with Retry-After', async () => {
    const runner = await signedInUser(db());
    for (let i = 0; i < CREATE_LIMITS.perHour.max; i++) await hostedRun(runner, { title: `Run ${i}` });
    const limited = await post(runner, '/api/events', validEvent());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(messageText(EVENT_MESSAGES.tooManyCreated));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another runner is not held back.
    expect((await post(await signedInUser(db()), '/api/events', validEvent())).statusCode).toBe(201);
  });
});
