import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { stravaOrganiser } from '../../../test/helpers/strava-organiser.ts';
import {
  startStravaStandIn,
  stravaGroupEvent,
  weeklyOccurrences,
  type StravaStandIn,
} from '../../../test/helpers/strava-stand-in.ts';
import { users } from '../../db/schema/index.ts';
import { stravaDeauthorisedJob } from './strava-webhook.jobs.ts';

const VERIFY_TOKEN = 'a-long-random-verify-token';
const SUBSCRIPTION = '120475';
const ATHLETE = 42;

let ctx: TestContext;
let strava: StravaStandIn;
let organiser: Awaited<ReturnType<typeof stravaOrganiser>>['organiser'];
let clubId: number;

beforeAll(async () => {
  strava = await startStravaStandIn();
  strava.addAthlete({
    id: ATHLETE,
    firstname: 'Olive',
    lastname: 'Organiser',
    clubs: [{ id: 555, admin: true }],
  });
  strava.addClub({ id: 555, name: 'Bondi Harriers' });
  const firstRun = new Date(Date.now() + 3 * 86_400_000).toISOString();
  strava.setGroupEvents(555, [
    stravaGroupEvent({ club_id: 555, upcoming_occurrences: weeklyOccurrences(firstRun).slice(0, 2) }),
  ]);
  ctx = await createTestApp({
    ...strava.config,
    STRAVA_WEBHOOK_VERIFY_TOKEN: VERIFY_TOKEN,
    STRAVA_WEBHOOK_SUBSCRIPTION_ID: SUBSCRIPTION,
  });
  ({ organiser, clubId } = await stravaOrganiser(ctx, strava, ATHLETE));
  const link = await ctx.app.inject({
    method: 'PUT',
    url: `/api/runclubs/${clubId}/strava`,
    headers: organiser.headers,
    payload: { stravaClubId: '555' },
  });
  expect(link.statusCode).toBe(200);
  expect((await ctx.runJobs()).failed).toEqual([]);
});
afterAll(async () => {
  await ctx.close();
  await strava.close();
});

/** As Strava sends it: server to server, no Origin, no cookie. */
const post = (payload: object) =>
  ctx.rawInject({
    method: 'POST',
    url: '/api/strava/webhook',
    headers: { 'content-type': 'application/json' },
    payload,
  });

const deauthorisation = (athlete = ATHLETE, overrides: object = {}) => ({
  object_type: 'athlete',
  object_id: athlete,
  aspect_type: 'update',
  owner_id: athlete,
  subscription_id: Number(SUBSCRIPTION),
  event_time: Math.floor(Date.now() / 1000),
  updates: { authorized: 'false' },
  ...overrides,
});

const waitingChecks = () => ctx.app.services.jobs.unfinished(ctx.database.db, stravaDeauthorisedJob);
const link = async () =>
  (await ctx.app.inject({ url: `/api/runclubs/${clubId}/strava`, headers: organiser.headers })).json();
const tokens = async () =>
  (
    await ctx.database.db
      .select({ access: users.stravaAccessToken, athleteId: users.stravaAthleteId })
      .from(users)
      .where(eq(users.id, organiser.user.id))
  )[0]!;

describe('Strava webhook: subscription validation', () => {
  const validate = (query: Record<string, string>) =>
    ctx.rawInject({ url: `/api/strava/webhook?${new URLSearchParams(query)}` });

  it('echoes the challenge only for our verify token', async () => {
    const ok = await validate({
      'hub.mode': 'subscribe',
      'hub.verify_token': VERIFY_TOKEN,
      'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ 'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3' });

    const wrong = await validate({
      'hub.mode': 'subscribe',
      'hub.verify_token': 'guess',
      'hub.challenge': 'x',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).not.toHaveProperty('hub.challenge');
    expect((await validate({ 'hub.mode': 'subscribe', 'hub.challenge': 'x' })).statusCode).toBe(400);
  });

  it('refuses every validation when no verify token is configured', async () => {
    const bare = await createTestApp(strava.config);
    try {
      const res = await bare.rawInject({
        url: `/api/strava/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=x`,
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await bare.close();
    }
  });
});

describe('Strava webhook: events', () => {
  it('acknowledges activity events and does nothing with them', async () => {
    const res = await post({
      ...deauthorisation(),
      object_type: 'activity',
      object_id: 1360128428,
      updates: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await waitingChecks()).toEqual([]);
  });

  it('refuses malformed events and events for another subscription', async () => {
    expect((await post({ object_type: 'athlete' })).statusCode).toBe(400);
    expect((await post(deauthorisation(ATHLETE, { owner_id: 'me' }))).statusCode).toBe(400);
    const other = await post(deauthorisation(ATHLETE, { subscription_id: 999 }));
    expect(other.statusCode).toBe(403);
    expect(await waitingChecks()).toEqual([]);
  });

  it('ignores athletes Stride does not know', async () => {
    expect((await post(deauthorisation(987654))).statusCode).toBe(200);
    expect(await waitingChecks()).toEqual([]);
  });

  it('changes nothing for a forged deauthorisation: Strava still grants access', async () => {
    const before = await link();
    expect(before.importedCount).toBe(2);
    const res = await post(deauthorisation());
    expect(res.statusCode).toBe(200);
    // Repeated (Strava retries, forgers repeat): still one check.
    await post(deauthorisation());
    expect(await waitingChecks()).toHaveLength(1);
    expect((await ctx.runJobs()).failed).toEqual([]);
    expect(await link()).toMatchObject({ stravaClubId: '555', importedCount: 2 });
    expect((await tokens()).access).not.toBeNull();
    // Strava was asked, with the runner's own token.
    expect(strava.apiRequests().some((r) => r.path === '/api/v3/athlete' && r.status === 200)).toBe(true);
  });

  it('removes the tokens, the club link and its imported events once the athlete really revoked Stride', async () => {
    // The athlete revokes Stride on strava.com: their tokens stop working at Strava.
    const token = await ctx.app.services.oauth.stravaAccessToken(organiser.user.id);
    const revoked = await fetch(strava.tokenUrl.replace(/\/token$/, '/deauthorize'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: token! }),
    });
    expect(revoked.status).toBe(200);

    expect((await post(deauthorisation())).statusCode).toBe(200);
    expect((await ctx.runJobs()).failed).toEqual([]);
    expect(await link()).toBeNull();
    const club = (
      await ctx.app.inject({ url: `/api/runclubs/${clubId}`, headers: organiser.headers })
    ).json();
    expect(club.upcomingEvents).toEqual([]);
    // Tokens gone; the athlete id stays (signing in with Strava again grants access again).
    expect(await tokens()).toEqual({ access: null, athleteId: String(ATHLETE) });
    // The runner keeps their Stride session and club.
    expect(club.viewerRole).toBe('owner');
  });
  it('waits when Strava is rate limited, deleting nothing', async () => {
    // Another runner with Strava (the organiser's link is gone by now).
    strava.addAthlete({ id: 43, firstname: 'Rae', lastname: 'Runner' });
    const runner = await signedInUser(ctx.database.db);
    strava.signInAs(43);
    const start = await ctx.app.inject({ url: '/api/auth/strava', headers: runner.headers });
    const state = start.cookies.find((c) => c.name === 'stride_oauth')!;
    const atStrava = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(atStrava.headers.get('location')!);
    await ctx.app.inject({
      url: callback.pathname + callback.search,
      headers: { cookie: `${runner.cookie}; stride_oauth=${state.value}` },
    });
    strava.rateLimited = true;
    try {
      expect((await post(deauthorisation(43))).statusCode).toBe(200);
      expect((await ctx.runJobs()).failed).toEqual([]);
      // Checked again once Strava's window resets.
      const [later] = await waitingChecks();
      expect(later!.data).toEqual({ athleteId: '43' });
      expect(later!.startAfter.getTime()).toBeGreaterThan(Date.now());
      const [row] = await ctx.database.db
        .select({ access: users.stravaAccessToken })
        .from(users)
        .where(eq(users.id, runner.user.id));
      expect(row!.access).not.toBeNull();
    } finally {
      strava.rateLimited = false;
    }
  });
});
