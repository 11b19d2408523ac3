import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

const stravaId = z.string().regex(/^\d{1,20}$/);

/** A Strava webhook's activity event, checked with Strava before anything changes (issue 27). */
export const stravaActivityJob = defineJob({
  name: 'activities-strava-activity',
  data: z.object({
    athleteId: stravaId,
    activityId: stravaId,
    aspect: z.enum(['create', 'update', 'delete']),
  }),
  policy: 'stately',
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
});

/** After connecting Strava: the runner's runs of the last 30 days. */
export const stravaActivityImportJob = defineJob({
  name: 'activities-strava-import',
  data: z.object({ userId: z.uuid() }),
  policy: 'stately',
  retry: { limit: 5, delaySeconds: 120, backoff: true },
  expireInSeconds: 600,
});

export const stravaActivityKey = (activityId: string) => `strava-activity:${activityId}`;
export const stravaImportKey = (userId: string) => `strava-import:${userId}`;
