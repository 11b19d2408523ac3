import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

/** Every hour: queue a sync for each linked club whose interval (24 hours by default) has passed. */
export const stravaSyncDueJob = defineJob({
  name: 'runclubs-strava-due',
  data: z.object({}),
  cron: '41 * * * *',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
});

/**
 * One club's import. Durable and retried with backoff when Strava or the database fails; on a 429 it
 * re-queues itself for when Strava's window resets. One waiting job per club (stately key).
 */
export const stravaClubSyncJob = defineJob({
  name: 'runclubs-strava-sync',
  data: z.object({ syncId: z.number().int().positive() }),
  policy: 'stately',
  retry: { limit: 5, delaySeconds: 120, backoff: true },
  expireInSeconds: 300,
});

export const syncJobKey = (syncId: number) => `strava-sync:${syncId}`;
