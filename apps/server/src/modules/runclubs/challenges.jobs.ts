import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

/**
 * Every hour: members of running challenges who reached the target since (kilometres from activities
 * synced or uploaded, check-ins the immediate path missed) are marked completed and told (issue 29).
 */
export const challengesCheckJob = defineJob({
  name: 'runclubs-challenges-check',
  data: z.object({}),
  cron: '17 * * * *',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
});
