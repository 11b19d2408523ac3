import { ACTIVITY_LIMITS, STRAVA_RUN_SPORTS, type StravaWebhookEvent } from '@stride/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { OAuthService } from '../auth/index.ts';
import { StravaRateLimited, type StravaApi } from '../runclubs/index.ts';
import type { ActivitiesService, NewRun } from './activities.service.ts';
import { deleteStravaActivities, findStravaActivity, type ActivityRow } from './activities.repository.ts';
import {
  stravaActivityImportJob,
  stravaActivityJob,
  stravaActivityKey,
  stravaImportKey,
} from './strava-activities.jobs.ts';

/** The fields of Strava's activity Stride keeps (developers.strava.com, DetailedActivity and SummaryActivity). */
const stravaActivitySchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  athlete: z.object({ id: z.union([z.number(), z.string()]).transform(String) }),
  name: z.string().catch(''),
  sport_type: z.string().optional(),
  type: z.string().optional(),
  start_date: z.iso.datetime(),
  distance: z.number().nonnegative(),
  moving_time: z.number().int().nonnegative(),
  elapsed_time: z.number().int().nonnegative(),
  total_elevation_gain: z.number().nullish(),
  average_heartrate: z.number().nullish(),
});
type StravaActivity = z.output<typeof stravaActivitySchema>;

const PAGE_SIZE = 100;
const isRun = (a: StravaActivity) =>
  (STRAVA_RUN_SPORTS as readonly string[]).includes(a.sport_type ?? a.type ?? '');

function toRun(a: StravaActivity): NewRun {
  const distanceKm = Math.round(a.distance) / 1000;
  return {
    source: 'strava',
    stravaActivityId: a.id,
    sportType: a.sport_type ?? a.type ?? 'Run',
    name: a.name.slice(0, ACTIVITY_LIMITS.nameMax),
    startedAt: new Date(a.start_date),
    distanceKm,
    movingTimeSec: a.moving_time,
    elapsedTimeSec: a.elapsed_time,
    avgPaceSecPerKm: distanceKm > 0 ? Math.round(a.moving_time / distanceKm) : null,
    elevationGainM: a.total_elevation_gain ?? null,
    avgHeartRate: a.average_heartrate != null ? Math.round(a.average_heartrate) : null,
  };
}

/** Whether Stride's copy already says what Strava says (a repeated or forged event changes nothing). */
function sameRun(copy: ActivityRow, run: NewRun): boolean {
  return (
    copy.name === run.name &&
    copy.sportType === run.sportType &&
    copy.startedAt.getTime() === new Date(run.startedAt).getTime() &&
    copy.distanceKm === run.distanceKm &&
    copy.movingTimeSec === run.movingTimeSec &&
    copy.elapsedTimeSec === run.elapsedTimeSec &&
    copy.elevationGainM === run.elevationGainM &&
    copy.avgHeartRate === run.avgHeartRate
  );
}

/**
 * Runs from Strava (issue 27). The webhook's activity events are hints only: every change fetches the
 * activity with its athlete's own token (refreshed as Strava requires) through the shared rate limiter,
 * imports runs only (Run, TrailRun, VirtualRun), and removes Stride's copy only when Strava no longer
 * shows the activity as a run of that athlete. Connecting Strava imports the last 30 days.
 * Deauthorisation deletes everything imported from Strava.
 */
export class StravaActivitiesService {
  constructor(
    private readonly db: Db,
    private readonly activities: ActivitiesService,
    private readonly api: StravaApi,
    private readonly oauth: OAuthService,
    private readonly jobs: JobQueue,
  ) {}

  /** A webhook event for an activity of a runner Stride knows: queued, one job per activity. */
  async event(event: StravaWebhookEvent): Promise<void> {
    if (event.object_type !== 'activity' || !(await this.oauth.stravaRunner(event.owner_id))) return;
    await this.jobs.send(
      this.db,
      stravaActivityJob,
      { athleteId: event.owner_id, activityId: event.object_id, aspect: event.aspect_type },
      { singletonKey: stravaActivityKey(event.object_id) },
    );
  }

  /** The runner connected Strava (signing in or linking): their last 30 days are imported. */
  async connected(userId: string): Promise<void> {
    await this.jobs.send(
      this.db,
      stravaActivityImportJob,
      { userId },
      { singletonKey: stravaImportKey(userId) },
    );
  }

  /** The job for one event: Stride's copy made to match what Strava shows the athlete now. */
  async sync(data: { athleteId: string; activityId: string; aspect: string }): Promise<void> {
    const userId = await this.oauth.stravaRunner(data.athleteId);
    if (!userId) return;
    let found: StravaActivity | null;
    try {
      const raw = await this.api.activity(userId, data.activityId);
      const parsed = raw === null ? null : stravaActivitySchema.safeParse(raw);
      if (parsed && !parsed.success) return; // an answer Stride cannot read: change nothing
      found = parsed?.data ?? null;
    } catch (err) {
      if (err instanceof StravaRateLimited) {
        await this.jobs.send(this.db, stravaActivityJob, data, {
          startAfter: err.retryAt,
          singletonKey: stravaActivityKey(data.activityId),
        });
        return;
      }
      throw err;
    }
    await this.db.transaction(async (tx) => {
      const copy = await findStravaActivity(tx, data.activityId);
      if (copy && copy.userId !== userId) return;
      const keep = found && found.athlete.id === data.athleteId && isRun(found) ? found : null;
      if (copy && keep && sameRun(copy, toRun(keep))) return; // nothing changed at Strava
      if (copy) await this.activities.removeRow(userId, copy, tx);
      if (keep) await this.activities.add(userId, toRun(keep), tx);
    });
  }

  /** The job after connecting: every run of the last 30 days not yet imported, page by page. */
  async importRecent({ userId }: { userId: string }): Promise<void> {
    const after = Math.floor(Date.now() / 1000) - ACTIVITY_LIMITS.stravaImportDays * 86_400;
    for (let page = 1; ; page++) {
      let raw: unknown;
      try {
        raw = await this.api.athleteActivities(userId, after, page, PAGE_SIZE);
      } catch (err) {
        if (!(err instanceof StravaRateLimited)) throw err;
        // Runs already imported are skipped next time: the job simply starts again once the window resets.
        await this.jobs.send(
          this.db,
          stravaActivityImportJob,
          { userId },
          {
            startAfter: err.retryAt,
            singletonKey: stravaImportKey(userId),
          },
        );
        return;
      }
      const list = z.array(z.unknown()).safeParse(raw);
      if (!list.success || !list.data.length) return;
      // Oldest first, so each run meets the plan as it stood on its day.
      for (const item of [...list.data].reverse()) {
        const parsed = stravaActivitySchema.safeParse(item);
        if (!parsed.success || !isRun(parsed.data)) continue;
        if (await findStravaActivity(this.db, parsed.data.id)) continue;
        await this.activities.add(userId, toRun(parsed.data));
      }
      if (list.data.length < PAGE_SIZE) return;
    }
  }

  /** Deauthorisation: every run imported from Strava goes, and the plans they completed adapt again. */
  async forget(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await deleteStravaActivities(tx, userId);
      const plans = new Set(removed.flatMap((r) => (r.trainingPlanId === null ? [] : [r.trainingPlanId])));
      for (const planId of plans) await this.activities.replanAfterRemoval(userId, planId, tx);
    });
  }
}
