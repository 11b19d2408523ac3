import type { Db, Executor } from '../../db/client.ts';
import { blockedPairs } from '../blocks/index.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Channels } from './channels/channel.ts';
import { noticeDeliveryJob, type NoticeDeliveryData } from './delivery.jobs.ts';
import type { NotificationDigest } from './digest.ts';
import type { Notice } from './notice.ts';
import { noticeText } from './notice-texts.ts';
import { findForDelivery, insertNotifications } from './notifications.repository.ts';
import type { DeliveryPreferences } from './preferences.ts';

/** Runners who blocked each other (either way) hear nothing about each other (issue 25). */
async function withoutBlocked(executor: Executor, notices: Notice[]): Promise<Notice[]> {
  const about = (n: Notice) => n.actor?.id ?? n.from;
  const pairs = notices.flatMap((n): Array<[string, string]> => {
    const other = about(n);
    return other ? [[n.userId, other]] : [];
  });
  if (!pairs.length) return notices;
  const blocked = await blockedPairs(executor, pairs);
  return notices.filter((n) => !blocked.has(`${n.userId}|${about(n)}`));
}

/**
 * The one way any feature tells a runner something (GUIDE: notifications). `deliver` writes the in-app
 * rows and queues one delivery job per notice and channel, all in the caller's transaction: the runner
 * hears about a change if and only if it committed. Each job then asks the runner's preferences (channel
 * switches, quiet hours) and sends in the runner's language (or holds it for their daily digest). No feature sends e-mail or push itself.
 */
export class NotificationDelivery {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly channels: Channels,
    private readonly preferences: DeliveryPreferences,
    private readonly digest: NotificationDigest,
  ) {}

  async deliver(executor: Executor, all: Notice[]): Promise<void> {
    const notices = await withoutBlocked(executor, all);
    const ids = await insertNotifications(
      executor,
      notices.map((n) => ({
        userId: n.userId,
        eventId: n.event?.id ?? null,
        actorId: n.actor?.id ?? null,
        type: n.type,
        details: n.details ?? null,
        // Stored in English; the web words each notice in the runner's language from type, event and details.
        ...noticeText('en', n.type, n.event, n.actor ?? null, n.details ?? null),
      })),
    );
    await this.jobs.sendMany(
      executor,
      noticeDeliveryJob,
      ids.flatMap((notificationId) =>
        [...this.channels.keys()].map((channel) => ({
          data: { notificationId, channel: channel as NoticeDeliveryData['channel'] },
          options: { singletonKey: `notification:${notificationId}:${channel}` },
        })),
      ),
    );
  }

  /** The delivery job: one notice, one channel, if the runner still wants it, now or after quiet hours. */
  async run(job: NoticeDeliveryData): Promise<void> {
    const channel = this.channels.get(job.channel);
    const found = await findForDelivery(this.db, job.notificationId);
    // The runner or the notice is gone, or the channel was switched off in this deployment.
    if (!found || !channel) return;
    const { notice, recipient } = found;
    if (!(await this.preferences.wants(recipient, notice.type, channel.name))) return;
    const now = new Date();
    // A runner on the daily digest gets it with the others at their digest time (digest.ts).
    if (await this.digest.hold(recipient, notice, channel.name, now)) return;
    // The settings page's test is asked for now: quiet hours do not hold it.
    if (notice.type !== 'test_notification') {
      // A reminder is no use after its run started: it may go before quiet hours end (preferences.ts).
      const deadline = notice.type === 'event_reminder' ? (notice.eventStartsAt ?? undefined) : undefined;
      const reachable = await this.preferences.reachableFrom(recipient, now, deadline);
      if (reachable === null) return;
      if (reachable > now) {
        await this.jobs.send(this.db, noticeDeliveryJob, job, {
          startAfter: reachable,
          singletonKey: `notification:${job.notificationId}:${job.channel}`,
        });
        return;
      }
    }
    await channel.send(recipient, notice);
  }
}
