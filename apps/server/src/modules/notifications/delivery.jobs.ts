import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

/** One notice to one runner on one channel (e-mail now, web push with issue 11). */
export const noticeDeliveryJob = defineJob({
  name: 'notification-deliver',
  data: z.object({ notificationId: z.number().int(), channel: z.enum(['email', 'push']) }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
});
export type NoticeDeliveryData = z.output<typeof noticeDeliveryJob.data>;
