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

/**
 * Brings the stored lists a runner's change touches up to date (decision 0023, update of issue 26): the
 * runner's own, and each nearby opted-in runner's, whom they now suit or no longer suit. Sent in the
 * transaction of the change (opting in, new preferences, a move, new goals); one waiting job per runner,
 * so a burst of saves is one update that reads the runner as they are when it runs.
 */
export const buddyRunnerChangedJob = defineJob({
  name: 'buddies-runner-changed',
  data: z.object({ userId: z.uuid() }),
  policy: 'stately',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
});

export const runnerChangedJobKey = (userId: string) => `buddy-runner-changed:${userId}`;
