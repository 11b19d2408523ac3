import {
  ACTIVITY_MESSAGES as M,
  addDays,
  messageText,
  type ActivityPage,
  type ActivityResult,
  type TrainingPlan,
} from '@stride/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { zonedToUtc } from '../../lib/timezones.ts';
import { fitFile, gpxFile, tcxFile, type RunShape } from '../../../test/helpers/activity-files.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';
import { sydneyToday, wizardAnswers } from '../../../test/helpers/training-plan-answers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;

/** A multipart body with one file in `field`, as a browser's FormData sends it. */
function multipart(content: string | Uint8Array, filename: string, field = 'file') {
  const boundary = '----stride-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const body = Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(headers: Headers, content: string | Uint8Array, filename = 'run.gpx', field = 'file') {
  const { body, contentType } = multipart(content, filename, field);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/activities/upload',
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
}

async function planFor(headers: Headers): Promise<TrainingPlan> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/training-plans',
    headers,
    payload: wizardAnswers(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** This morning in Sydney (the runners live in Bondi): a run of today. */
const thisMorning = (hour = '06:00') => zonedToUtc(sydneyToday(), hour, 'Australia/Sydney');
const run = (overrides: Partial<RunShape> = {}): RunShape => ({
  start: thisMorning(),
  distanceKm: 8,
  paceSecPerKm: 360,
  heartRate: 148,
  climbM: 40,
  ...overrides,
});

const getPlan = async (headers: Headers, id: number) =>
  (await ctx.app.inject({ url: `/api/training-plans/${id}`, headers })).json<TrainingPlan>();
const todays = (plan: TrainingPlan) =>
  plan.schedule.weeks.flatMap((w) => w.workouts).find((w) => w.date === plan.today)!;

describe('uploading a run (GPX, TCX, FIT)', () => {
  it("reads a GPX file's distance, moving time without the pause, climb and heart rate, and completes today's workout", async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const plan = await planFor(headers);
    const res = await upload(headers, gpxFile(run({ pauseSec: 120 })));
    expect(res.statusCode, res.body).toBe(201);
    const { activity, match } = res.json<ActivityResult>();
    expect(activity).toMatchObject({
      source: 'upload',
      sportType: 'Run',
      name: 'Morning Run',
      avgHeartRate: 148,
    });
    expect(activity.distanceKm).toBeCloseTo(8, 1);
    expect(activity.movingTimeSec).toBeGreaterThanOrEqual(8 * 360 - 15);
    expect(activity.movingTimeSec).toBeLessThanOrEqual(8 * 360 + 15);
    expect(activity.elapsedTimeSec).toBe(activity.movingTimeSec + 120);
    expect(activity.avgPaceSecPerKm).toBeCloseTo(360, -1);
    expect(activity.elevationGainM).toBeGreaterThanOrEqual(36);
    expect(activity.elevationGainM).toBeLessThanOrEqual(41);
    expect(activity.startDate.slice(0, 10)).toBe(sydneyToday());
    expect(activity.startDate.slice(11, 16)).toBe('06:00');
    expect(match).toMatchObject({ trainingPlanId: plan.id, workoutDate: sydneyToday() });
    expect(activity).toMatchObject({ trainingPlanId: plan.id, workoutDate: sydneyToday() });

    const after = await getPlan(headers, plan.id);
    expect(todays(after).completed).toBe(true);
    const stats = (await ctx.app.inject({ url: `/api/training-plans/${plan.id}/stats`, headers })).json();
    expect(stats.totalDistanceKm).toBeCloseTo(activity.distanceKm, 1);

    // The effort question alone keeps the measured run.
    const effort = await ctx.app.inject({
      method: 'POST',
      url: `/api/training-plans/${plan.id}/workouts/${sydneyToday()}/feedback`,
      headers,
      payload: { completed: true, effortRating: 6 },
    });
    expect(effort.json().feedback).toMatchObject({ effortRating: 6, actualDistance: activity.distanceKm });
  });

  it('reads TCX and FIT files too', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const tcx = await upload(headers, tcxFile(run({ distanceKm: 5, paceSecPerKm: 300 })), 'run.tcx');
    expect(tcx.statusCode, tcx.body).toBe(201);
    expect(tcx.json().activity.distanceKm).toBeCloseTo(5, 1);
    expect(tcx.json().activity.avgHeartRate).toBe(148);
    expect(tcx.json().match).toBeNull(); // no plan

    const fit = await upload(
      headers,
      fitFile(run({ start: thisMorning('17:30'), distanceKm: 10, pauseSec: 60 })),
      'run.fit',
    );
    expect(fit.statusCode, fit.body).toBe(201);
    expect(fit.json().activity).toMatchObject({ distanceKm: 10, elevationGainM: 40, avgHeartRate: 148 });
    expect(fit.json().activity.movingTimeSec).toBe(3600);
    expect(fit.json().activity.elapsedTimeSec).toBe(3660);
  });

  it('refuses what is not a run: broken files 400, rides 400, over 10 MB 413, the same file twice 409', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const notActivity = messageText(M.fileType);
    for (const [content, name] of [
      ['hello, this is not xml', 'notes.gpx'],
      ['<?xml version="1.0"?><gpx version="1.1"><trk><trkseg></trkseg></trk></gpx>', 'empty.gpx'],
      ['<?xml version="1.0"?><gpx><trk><trkseg><trkpt lat="1"', 'cut.gpx'],
      [fitFile(run()).slice(0, 200), 'cut.fit'],
      ['<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"></kml>', 'map.kml'],
    ] as const) {
      const res = await upload(headers, content, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message, name).toBe(notActivity);
    }
    const ride = await upload(headers, gpxFile(run(), 'cycling'));
    expect(ride.statusCode).toBe(400);
    expect(ride.json().message).toBe(messageText(M.notARun));
    expect((await upload(headers, fitFile(run(), 'cycling'), 'ride.fit')).json().message).toBe(
      messageText(M.notARun),
    );
    expect((await upload(headers, tcxFile(run(), 'Biking'), 'ride.tcx')).json().message).toBe(
      messageText(M.notARun),
    );

    const big = await upload(headers, new Uint8Array(10 * 1024 * 1024 + 1), 'huge.fit');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(messageText(M.fileTooLarge));
    const noFile = await upload(headers, gpxFile(run()), 'run.gpx', 'other');
    expect(noFile.statusCode).toBe(400);

    const file = gpxFile(run({ distanceKm: 3 }));
    expect((await upload(headers, file)).statusCode).toBe(201);
    const again = await upload(headers, file);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messageText(M.duplicate));
  });
});

describe('my runs', () => {
  it('lists mine newest first a page at a time, shows one, deletes one with the workout it completed; 404 for anyone else', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const plan = await planFor(headers);
    const today = sydneyToday();
    const ids: number[] = [];
    for (const daysAgo of [3, 2, 1]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/activities',
        headers,
        payload: {
          date: addDays(today, -daysAgo),
          distanceKm: 5,
          movingTimeSec: 1800,
          name: `Run ${daysAgo}`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().activity.id);
    }
    const uploaded = (await upload(headers, gpxFile(run()))).json<ActivityResult>();
    const first = (await ctx.app.inject({ url: '/api/activities?limit=2', headers })).json<ActivityPage>();
    expect(first.items.map((a) => a.id)).toEqual([uploaded.activity.id, ids[2]]);
    const second = (
      await ctx.app.inject({ url: `/api/activities?limit=2&cursor=${first.nextCursor}`, headers })
    ).json<ActivityPage>();
    expect(second.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();

    const one = await ctx.app.inject({ url: `/api/activities/${uploaded.activity.id}`, headers });
    expect(one.json()).toEqual(uploaded.activity);

    const stranger = await signedInUser(ctx.database.db);
    expect(
      (await ctx.app.inject({ url: `/api/activities/${uploaded.activity.id}`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    const theirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/activities/${uploaded.activity.id}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/activities', headers: stranger.headers })).json().items,
    ).toEqual([]);

    expect(todays(await getPlan(headers, plan.id)).completed).toBe(true);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/activities/${uploaded.activity.id}`,
      headers,
    });
    expect(del.statusCode).toBe(204);
    expect(todays(await getPlan(headers, plan.id)).completed).toBe(false);
    expect(
      (await ctx.app.inject({ url: `/api/activities/${uploaded.activity.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it('matches a run to the nearest unfinished workout within a day, and logs by hand only the last 30 days', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const plan = await planFor(headers);
    const today = sydneyToday();
    // Today's workout done by hand: a run today completes it with its distance.
    const manual = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers,
      payload: { date: today, distanceKm: 6.2, movingTimeSec: 2100 },
    });
    expect(manual.json<ActivityResult>().match).toMatchObject({
      trainingPlanId: plan.id,
      workoutDate: today,
    });
    const stats = (await ctx.app.inject({ url: `/api/training-plans/${plan.id}/stats`, headers })).json();
    expect(stats.totalDistanceKm).toBeCloseTo(6.2, 1);
    // A second run today has nothing left to complete (tomorrow's workout is still ahead).
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/activities',
      headers,
      payload: { date: today, distanceKm: 3, movingTimeSec: 1000 },
    });
    expect(second.json().match).toBeNull();
    // It still counts as running: planned against actual per week includes it.
    const after = (await ctx.app.inject({ url: `/api/training-plans/${plan.id}/stats`, headers })).json();
    expect(after.totalDistanceKm).toBeCloseTo(9.2, 1);
    expect(after.weeks[0].completedKm).toBeCloseTo(9.2, 1);
    for (const date of [addDays(today, 1), addDays(today, -31), 'soon']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/activities',
        headers,
        payload: { date, distanceKm: 5, movingTimeSec: 1800 },
      });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fields.date).toEqual([messageText(M.date)]);
    }
  });

  it('completes any open run of a trip with a run on another day of it (a travelling check-in)', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const plan = await planFor(headers);
    const today = sydneyToday();
    // Run days are today, +2, +4 and +5 (wizardAnswers): a trip of 5 days makes today's, +2's and +4's movable.
    const trip = await ctx.app.inject({
      method: 'POST',
      url: `/api/training-plans/${plan.id}/check-in`,
      headers,
      payload: { status: 'travelling', days: 5 },
    });
    expect(trip.statusCode, trip.body).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 86_400_000);
    try {
      const inTwo = addDays(today, 2);
      const log = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/activities',
          headers,
          payload: { date: inTwo, distanceKm: 4, movingTimeSec: 1500 },
        });
      expect((await log()).json().match).toMatchObject({ workoutDate: inTwo });
      // Today's run of the trip was missed: the next run of the trip completes it.
      expect((await log()).json().match).toMatchObject({ workoutDate: today });
      expect((await log()).json().match).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs a signed-in runner', async () => {
    for (const [method, url] of [
      ['GET', '/api/activities'],
      ['GET', '/api/activities/1'],
      ['DELETE', '/api/activities/1'],
      ['POST', '/api/activities'],
    ] as const) {
      const payload =
        method === 'POST' ? { date: sydneyToday(), distanceKm: 5, movingTimeSec: 1800 } : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload({}, gpxFile(run()))).statusCode).toBe(401);
  });
});
