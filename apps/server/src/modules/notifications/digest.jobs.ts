import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

/**
 * One runner's daily digest, named `digest:<userId>`. 'stately': while one waits, holding another
 * notice does not add a second; the waiting one sends everything held when it runs.
 */
export const noticeDigestJob = defineJob({
  name: 'notification-digest',
  data: z.object({ userId: z.string() }),
  policy: 'stately',
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
});
export type NoticeDigestData = z.output<typeof noticeDigestJob.data>;

export const digestKey = (userId: string) => `digest:${userId}`;
