import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { stravaOrganiser } from '../../../test/helpers/strava-organiser.ts';
import {
  startStravaStandIn,
  stravaGroupEvent,
  weeklyOccurrences,
  type StravaStandIn,
} from '../../../test/helpers/strava-stand-in.ts';
import { reminderJob, reminderKey } from '../notifications/reminders.jobs.ts';
import { stravaClubSyncJob } from './runclubs.jobs.ts';

let ctx: TestContext;
let strava: StravaStandIn;
let organiser: Awaited<ReturnType<typeof stravaOrganiser>>['organiser'];
let clubId: number;

// The next Friday 20:00 UTC at least two days away: a Saturday morning in Sydney.
const firstRun = (() => {
  const d = new Date(Date.now() + 2 * 86400000);
  d.setUTCDate(d.getUTCDate() + ((5 - d.getUTCDay() + 7) % 7));
  d.setUTCHours(20, 0, 0, 0);
  return d.toISOString();
})();

const run = (overrides: Record<string, unknown> = {}) =>
  stravaGroupEvent({ club_id: 555, upcoming_occurrences: weeklyOccurrences(firstRun), ...overrides });

beforeAll(async () => {
  strava = await startStravaStandIn();
  strava.addAthlete({
    id: 42,
    firstname: 'Olive',
    lastname: 'Organiser',
    clubs: [{ id: 555, admin: true }, { id: 777 }],
  });
  strava.addClub({ id: 555, name: 'Bondi Harriers' });
  strava.addClub({ id: 777, name: 'Someone Else’s Club' });
  ctx = await createTestApp(strava.config);
  ({ organiser, clubId } = await stravaOrganiser(ctx, strava, 42));
});
afterAll(async () => {
  await ctx.close();
  await strava.close();
});

const clubPage = async (headers = organiser.headers) =>
  (await ctx.app.inject({ url: `/api/runclubs/${clubId}`, headers })).json();
const status = async () =>
  (await ctx.app.inject({ url: `/api/runclubs/${clubId}/strava`, headers: organiser.headers })).json();
const syncNow = () =>
  ctx.app.inject({ method: 'POST', url: `/api/runclubs/${clubId}/strava/sync`, headers: organiser.headers });

describe('Strava club events', () => {
  it("lists the runner's Strava clubs with Strava's admin flag", async () => {
    const res = await ctx.app.inject({ url: '/api/strava/clubs', headers: organiser.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: '555', name: 'Bondi Harriers', admin: true, linkedRunclubId: null }),
      expect.objectContaining({ id: '777', admin: false }),
    ]);
    const other = await signedInUser(ctx.database.db);
    const notConnected = await ctx.app.inject({ url: '/api/strava/clubs', headers: other.headers });
    expect(notConnected.statusCode).toBe(403);
  });

  it('links only for club admins who administer the Strava club', async () => {
    const member = await signedInUser(ctx.database.db);
    await ctx.app.inject({ method: 'POST', url: `/api/runclubs/${clubId}/join`, headers: member.headers });
    const put = (headers: Record<string, string>, stravaClubId: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/runclubs/${clubId}/strava`,
        headers,
        payload: { stravaClubId },
      });
    expect((await put(member.headers, '555')).statusCode).toBe(403);
    expect((await put(organiser.headers, '777')).json().message).toBe(
      'Only an admin of the Strava club can link it',
    );
    expect((await put(organiser.headers, 'abc')).json().fields.stravaClubId).toEqual([
      'Please choose one of your Strava clubs',
    ]);
    expect((await put(organiser.headers, '999')).statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: `/api/runclubs/${clubId}/strava`, headers: member.headers })).statusCode,
    ).toBe(403);

    strava.setGroupEvents(555, [
      run({ id: 101 }),
      run({ id: 102, title: 'Sunday coffee ride', activity_type: 'Ride' }),
      run({ id: 103, title: 'Wednesday 5k', upcoming_occurrences: weeklyOccurrences(firstRun, 2) }),
    ]);
    const linked = await put(organiser.headers, 555);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      stravaClubId: '555',
      clubName: 'Bondi Harriers',
      lastSyncAt: null,
    });
  });

  it('first sync (the queued job): imports runs at local time, skips the ride, no organiser data', async () => {
    const ran = await ctx.runJobs();
    expect(ran.failed).toEqual([]);
    const page = await clubPage();
    expect(page.stravaClubName).toBe('Bondi Harriers');
    const imported = page.upcomingEvents as Record<string, unknown>[];
    expect(imported).toHaveLength(7);
    expect(imported.every((e) => e.isStravaImport)).toBe(true);
    expect(imported.some((e) => String(e.title).includes('ride'))).toBe(false);
    const local = localDateTime(new Date(firstRun), 'Australia/Sydney');
    expect(imported[0]).toMatchObject({ date: local.date, time: local.time, clubName: 'Bondi Harriers' });
    expect(JSON.stringify(page)).not.toContain('Olive');
    expect(await status()).toMatchObject({ importedCount: 7, upcomingImported: 7, lastError: null });
    expect((await status()).lastSyncAt).not.toBeNull();
  });

  it('re-sync updates a changed event in place, cancels a removed one (attendees told), never duplicates', async () => {
    const runner = await signedInUser(ctx.database.db);
    const wednesday = (await clubPage()).upcomingEvents.find(
      (e: { title: string }) => e.title === 'Wednesday 5k',
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/events/${wednesday.id}/join`,
          headers: runner.headers,
        })
      ).statusCode,
    ).toBe(200);
    const before = (await clubPage()).upcomingEvents.map((e: { id: number }) => e.id).sort();
    const reminder = () =>
      ctx.app.services.jobs.unfinished(
        ctx.database.db,
        reminderJob,
        reminderKey(wednesday.id, runner.user.id),
      );
    expect(await reminder()).toHaveLength(1);

    strava.setGroupEvents(555, [run({ id: 101, title: 'Saturday 10k social run (new start)' })]);
    const res = await syncNow();
    expect(res.json()).toEqual({ created: 0, updated: 5, cancelled: 2, skipped: 0 });
    const after = (await clubPage()).upcomingEvents;
    expect(after).toHaveLength(5);
    expect(after.every((e: { title: string }) => e.title === 'Saturday 10k social run (new start)')).toBe(
      true,
    );
    expect(after.every((e: { id: number }) => before.includes(e.id))).toBe(true);
    const bell = JSON.stringify(
      (await ctx.app.inject({ url: '/api/notifications', headers: runner.headers })).json(),
    );
    expect(bell).toContain('event_cancelled');
    // The run Strava no longer lists sends no reminder.
    expect(await reminder()).toEqual([]);

    expect((await syncNow()).json()).toEqual({ created: 0, updated: 0, cancelled: 0, skipped: 0 });
  });

  it('refreshes an expired access token with the refresh token', async () => {
    strava.expireAccessTokens();
    strava.clearRequests();
    expect((await syncNow()).statusCode).toBe(200);
    expect(strava.requests.some((r) => r.grantType === 'refresh_token' && r.status === 200)).toBe(true);
    expect(strava.apiRequests().at(-1)).toMatchObject({ status: 200 });
  });

  it('queues due clubs every 24 hours and not before', async () => {
    expect(await ctx.app.services.stravaSync.queueDue()).toBe(0);
    await ctx.database.db.execute(
      sql`update strava_club_sync set last_sync_at = now() - interval '25 hours'`,
    );
    expect(await ctx.app.services.stravaSync.queueDue()).toBe(1);
    expect(await ctx.app.services.jobs.unfinished(ctx.database.db, stravaClubSyncJob)).toHaveLength(1);
    expect((await ctx.runJobs()).failed).toEqual([]);
  });

  it('waits on a 429 and tries again after the window', async () => {
    strava.rateLimited = true;
    const res = await syncNow();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await status()).lastError).toMatch(/rate limit/);
    const waiting = await ctx.app.services.jobs.unfinished(ctx.database.db, stravaClubSyncJob);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.startAfter.getTime()).toBeGreaterThan(Date.now());
    strava.rateLimited = false;
  });

  it('deletes the imported events when the linking runner disconnects Strava', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/strava/connection',
      headers: organiser.headers,
    });
    expect(res.json()).toEqual({ deletedEvents: 7 });
    expect((await clubPage()).upcomingEvents).toEqual([]);
    const link = await ctx.app.inject({ url: `/api/runclubs/${clubId}/strava`, headers: organiser.headers });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toBeNull();
    expect(strava.requests.some((r) => r.path === '/oauth/deauthorize' && r.status === 200)).toBe(true);
  });
});
