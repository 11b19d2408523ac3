import type { ActivityPage, TrainingPlan } from '@stride/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedToUtc } from '../../lib/timezones.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { connectStrava } from '../../../test/helpers/strava-organiser.ts';
import {
  startStravaStandIn,
  type StandInActivity,
  type StravaStandIn,
} from '../../../test/helpers/strava-stand-in.ts';
import { sydneyToday, wizardAnswers } from '../../../test/helpers/training-plan-answers.ts';

// Runs from Strava (issue 27): the webhook's activity events against the local Strava stand-in.

const SUBSCRIPTION = '120475';
const ATHLETE = 77;
const OTHER_ATHLETE = 78;
const DAY = 86_400_000;

let ctx: TestContext;
let strava: StravaStandIn;
let headers: Record<string, string>;
let userId: string;
let planId: number;

const run = (id: number, startedAt: Date, overrides: Partial<StandInActivity> = {}): StandInActivity => ({
  id,
  name: `Run ${id}`,
  sport_type: 'Run',
  start_date: startedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  distance: 8000,
  moving_time: 2880,
  elapsed_time: 3000,
  total_elevation_gain: 35,
  average_heartrate: 151.4,
  ...overrides,
});

/** As Strava sends it: server to server, no Origin, no cookie. */
const post = (aspect: 'create' | 'update' | 'delete', activityId: number, owner = ATHLETE) =>
  ctx.rawInject({
    method: 'POST',
    url: '/api/strava/webhook',
    headers: { 'content-type': 'application/json' },
    payload: {
      object_type: 'activity',
      object_id: activityId,
      aspect_type: aspect,
      owner_id: owner,
      subscription_id: Number(SUBSCRIPTION),
      event_time: Math.floor(Date.now() / 1000),
      updates: {},
    },
  });

const mine = async () =>
  (await ctx.app.inject({ url: '/api/activities?limit=50', headers })).json<ActivityPage>().items;
const planToday = async () => {
  const plan = (await ctx.app.inject({ url: `/api/training-plans/${planId}`, headers })).json<TrainingPlan>();
  return plan.schedule.weeks.flatMap((w) => w.workouts).find((w) => w.date === plan.today)!;
};
const settle = async () => expect((await ctx.runJobs()).failed).toEqual([]);

beforeAll(async () => {
  strava = await startStravaStandIn();
  strava.addAthlete({ id: ATHLETE, firstname: 'Kai', lastname: 'Runner' });
  strava.addAthlete({ id: OTHER_ATHLETE, firstname: 'Noa', lastname: 'Other' });
  const morning = zonedToUtc(sydneyToday(), '06:00', 'Australia/Sydney');
  // Before connecting: today's run, two earlier ones, a ride, a run 40 days ago.
  strava.putActivity(ATHLETE, run(1001, morning));
  strava.putActivity(ATHLETE, run(1002, new Date(morning.getTime() - 3 * DAY), { sport_type: 'TrailRun' }));
  strava.putActivity(
    ATHLETE,
    run(1003, new Date(morning.getTime() - 10 * DAY), { sport_type: 'VirtualRun' }),
  );
  strava.putActivity(
    ATHLETE,
    run(1004, new Date(morning.getTime() - 2 * DAY), { sport_type: 'Ride', distance: 40_000 }),
  );
  strava.putActivity(ATHLETE, run(1005, new Date(morning.getTime() - 40 * DAY)));
  ctx = await createTestApp({ ...strava.config, STRAVA_WEBHOOK_SUBSCRIPTION_ID: SUBSCRIPTION });
  const runner = await signedInUser(ctx.database.db);
  userId = runner.user.id;
  const plan = await ctx.app.inject({
    method: 'POST',
    url: '/api/training-plans',
    headers: runner.headers,
    payload: wizardAnswers(),
  });
  expect(plan.statusCode, plan.body).toBe(201);
  planId = plan.json().id;
  const cookie = await connectStrava(ctx, strava, ATHLETE, runner.cookie);
  headers = { cookie };
});
afterAll(async () => {
  await ctx.close();
  await strava.close();
});

describe('runs from Strava', () => {
  it("imports the last 30 days' runs on connecting, no rides, and today's completes today's workout", async () => {
    await settle();
    const runs = await mine();
    expect(runs.map((a) => a.stravaUrl)).toEqual([
      'https://www.strava.com/activities/1001',
      'https://www.strava.com/activities/1002',
      'https://www.strava.com/activities/1003',
    ]);
    expect(runs[0]).toMatchObject({
      source: 'strava',
      sportType: 'Run',
      name: 'Run 1001',
      distanceKm: 8,
      movingTimeSec: 2880,
      elapsedTimeSec: 3000,
      avgPaceSecPerKm: 360,
      elevationGainM: 35,
      avgHeartRate: 151,
      workoutDate: sydneyToday(),
      trainingPlanId: planId,
    });
    expect((await planToday()).completed).toBe(true);
    // Connecting again imports nothing twice.
    await ctx.app.services.stravaActivities.connected(userId);
    await settle();
    expect(await mine()).toHaveLength(3);
  });

  it('follows create and update events by asking Strava, and skips rides', async () => {
    strava.putActivity(ATHLETE, run(2001, new Date(Date.now() - 2 * 3600_000), { name: 'Lunch run' }));
    expect((await post('create', 2001)).statusCode).toBe(200);
    await settle();
    expect((await mine()).find((a) => a.name === 'Lunch run')).toBeDefined();

    strava.putActivity(
      ATHLETE,
      run(2001, new Date(Date.now() - 2 * 3600_000), { name: 'Lunch tempo', distance: 10_000 }),
    );
    await post('update', 2001);
    await settle();
    const updated = (await mine()).filter((a) => a.stravaUrl?.endsWith('/2001'));
    expect(updated).toEqual([expect.objectContaining({ name: 'Lunch tempo', distanceKm: 10 })]);

    strava.putActivity(ATHLETE, run(2002, new Date(Date.now() - 3600_000), { sport_type: 'Ride' }));
    await post('create', 2002);
    await settle();
    expect((await mine()).some((a) => a.stravaUrl?.endsWith('/2002'))).toBe(false);

    // A run changed into a walk on Strava leaves Stride.
    strava.putActivity(ATHLETE, run(2001, new Date(Date.now() - 2 * 3600_000), { sport_type: 'Walk' }));
    await post('update', 2001);
    await settle();
    expect((await mine()).some((a) => a.stravaUrl?.endsWith('/2001'))).toBe(false);
  });

  it('changes nothing for forged events: a delete Strava does not confirm, another athlete’s activity', async () => {
    const before = await mine();
    // The activity still exists at Strava: a "delete" is not believed.
    await post('delete', 1002);
    // Another athlete's activity announced as ours: Strava does not show it to our athlete's token.
    strava.putActivity(OTHER_ATHLETE, run(3001, new Date(Date.now() - 3600_000)));
    await post('create', 3001);
    // An athlete Stride does not know: nothing is queued.
    await post('create', 3001, 99999);
    await settle();
    expect(await mine()).toEqual(before);
  });

  it("removes Stride's copy and what it completed when the run is deleted on Strava", async () => {
    expect((await planToday()).completed).toBe(true);
    strava.deleteActivity(1001);
    await post('delete', 1001);
    await settle();
    expect((await mine()).some((a) => a.stravaUrl?.endsWith('/1001'))).toBe(false);
    expect((await planToday()).completed).toBe(false);
  });

  it('deletes every run imported from Strava on deauthorisation, keeping uploads', async () => {
    const manual = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers,
      payload: { date: sydneyToday(), distanceKm: 4, movingTimeSec: 1500 },
    });
    expect(manual.statusCode).toBe(201);
    const token = await ctx.app.services.oauth.stravaAccessToken(userId);
    await fetch(strava.tokenUrl.replace(/\/token$/, '/deauthorize'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: token! }),
    });
    await ctx.rawInject({
      method: 'POST',
      url: '/api/strava/webhook',
      headers: { 'content-type': 'application/json' },
      payload: {
        object_type: 'athlete',
        object_id: ATHLETE,
        aspect_type: 'update',
        owner_id: ATHLETE,
        subscription_id: Number(SUBSCRIPTION),
        event_time: Math.floor(Date.now() / 1000),
        updates: { authorized: 'false' },
      },
    });
    await settle();
    expect((await mine()).map((a) => a.source)).toEqual(['manual']);
  });
});
