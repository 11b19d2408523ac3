import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

/**
 * Strava said an athlete revoked Stride's access: check with Strava, then forget their tokens and the
 * clubs they linked. One waiting job per athlete (Strava retries an event, a forger may repeat one).
 */
export const stravaDeauthorisedJob = defineJob({
  name: 'runclubs-strava-deauthorised',
  data: z.object({ athleteId: z.string().regex(/^\d{1,20}$/) }),
  policy: 'stately',
  retry: { limit: 5, delaySeconds: 120, backoff: true },
  expireInSeconds: 120,
});

export const deauthorisedKey = (athleteId: string) => `strava-deauthorised:${athleteId}`;
