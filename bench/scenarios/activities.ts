import { randomUUID } from 'node:crypto';
import { addDays } from '@stride/contracts';
import { localDate } from '../../apps/server/src/lib/timezones.ts';
import { activities } from '../../apps/server/src/db/schema/index.ts';
import { GoalsService } from '../../apps/server/src/modules/goals/goals.service.ts';
import { TrainingPlansService } from '../../apps/server/src/modules/training-plans/training-plans.service.ts';
import { gpxFile } from '../../apps/server/test/helpers/activity-files.ts';
import { runner } from './training.ts';
import type { Scenario, ScenarioContext } from './types.ts';

// A runner's runs (issue 27): importing runs (GPX uploads, parsed, stored and matched to the plan), and
// the plan page of a runner with 1,000 runs.

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** A plan starting today (5 days a week, a half marathon in 16 weeks) for the runner. */
function createPlan(ctx: ScenarioContext, userId: string) {
  const today = localDate(new Date(), 'Australia/Sydney');
  return new TrainingPlansService(ctx.db, new GoalsService(ctx.db)).create(userId, {
    goalDistance: 'half_marathon',
    daysPerWeek: 5,
    runDays: [0, 1, 2, 4, 6],
    longRunDay: 0,
    experienceLevel: 'intermediate',
    currentWeeklyKm: 35,
    longestRecentRunKm: 14,
    recentRace: { distanceKm: 10, time: '50:00' },
    startDate: today,
    weeks: 16,
  });
}

const MULTIPART_BOUNDARY = '----stride-bench';

/** One 10 km GPX run (one point every 10 s), in a multipart body: `n` makes each file different. */
function uploadBody(n: number): string {
  const start = new Date(Date.now() - 3 * 3600_000 - n * 1000);
  const gpx = gpxFile({ start, distanceKm: 10, paceSecPerKm: 330, heartRate: 150, climbM: 60 });
  return (
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="run-${n}.gpx"\r\n` +
    `Content-Type: application/gpx+xml\r\n\r\n${gpx}\r\n--${MULTIPART_BOUNDARY}--\r\n`
  );
}

/**
 * Activity import: 100 runners with a plan each upload runs, one request a run. Every upload is a new
 * file (parsed, its distance, moving time and climb measured, stored, matched to today's workout when it
 * is still open, the plan adapted).
 */
export const activityImportScenario: Scenario = {
  name: 'activity import (100 runs, GPX upload)',
  warmUp: false,
  requests: async (ctx) => {
    const runners: Array<Awaited<ReturnType<typeof runner>>> = [];
    for (let i = 0; i < 100; i++) {
      const r = await runner(ctx);
      await createPlan(ctx, r.userId);
      runners.push(r);
    }
    let n = 0;
    return [
      {
        method: 'POST',
        path: '/api/activities/upload',
        nextRequest: () => {
          n += 1;
          return {
            method: 'POST',
            path: '/api/activities/upload',
            headers: {
              ...runners[n % runners.length]!.headers,
              ...SAME_ORIGIN,
              'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
            },
            body: uploadBody(n),
          };
        },
      },
    ];
  },
};

/** The plan page of a runner with 1,000 runs: plan, stats, adjustments and the latest runs. */
export const planPageWithRunsScenario: Scenario = {
  name: 'training plan page with 1,000 runs',
  requests: async (ctx) => {
    const { userId, headers } = await runner(ctx);
    const plan = await createPlan(ctx, userId);
    const today = localDate(new Date(), 'Australia/Sydney');
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const day = addDays(today, -1 - Math.floor(i / 3));
      return {
        userId,
        source: 'upload',
        fileSha256: randomUUID().replaceAll('-', '').padEnd(64, '0'),
        name: `Run ${i}`,
        startedAt: new Date(`${day}T${String(6 + (i % 3) * 5).padStart(2, '0')}:00:00+10:00`),
        startDate: `${day}T${String(6 + (i % 3) * 5).padStart(2, '0')}:00:00`,
        distanceKm: 5 + (i % 10),
        movingTimeSec: (5 + (i % 10)) * 340,
        elapsedTimeSec: (5 + (i % 10)) * 350,
        avgPaceSecPerKm: 340,
        elevationGainM: 30,
        avgHeartRate: 148,
      };
    });
    for (let i = 0; i < rows.length; i += 250) await ctx.db.insert(activities).values(rows.slice(i, i + 250));
    return [
      ...['', '/stats', '/adjustments'].map((suffix) => ({
        path: `/api/training-plans/${plan.id}${suffix}`,
        headers,
      })),
      { path: '/api/activities?limit=5', headers },
    ];
  },
};

export default [activityImportScenario, planPageWithRunsScenario];
