import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

/**
 * Works a runner's buddy suggestions out again when their stored list is a day old: the visit that
 * noticed it is answered from the old list at once. One waiting job per runner (stately key).
 */
export const buddySuggestionsRefreshJob = defineJob({
  name: 'buddies-refresh-suggestions',
  data: z.object({ userId: z.uuid() }),
  policy: 'stately',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 60,
});

export const refreshJobKey = (userId: string) => `buddy-suggestions:${userId}`;
