import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job.ts';

/**
 * The reminder for one runner and one event they attend, named `reminder:<eventId>:<userId>` so
 * leaving cancels it and a moved event reschedules it. 'stately': one waiting job per pair.
 */
export const reminderJob = defineJob({
  name: 'reminders-send',
  data: z.object({ eventId: z.number().int(), userId: z.string() }),
  policy: 'stately',
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
});
export type ReminderJobData = z.output<typeof reminderJob.data>;

export const reminderKey = (eventId: number, userId: string) => `reminder:${eventId}:${userId}`;
export const eventReminderPrefix = (eventId: number) => `reminder:${eventId}:`;
