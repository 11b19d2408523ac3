import type { NotificationSettings } from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { timezoneForLocality } from '../../lib/timezones.ts';
import type { Channels } from './channels/channel.ts';
import { heldItems, holdForDigest, releaseHeld } from './digest.repository.ts';
import { digestKey, noticeDigestJob, type NoticeDigestData } from './digest.jobs.ts';
import { nextDigestAt } from './digest-schedule.ts';
import {
  isTimeBound,
  type ChannelName,
  type NoticeType,
  type Recipient,
  type StoredNotice,
} from './notice.ts';
import { findManyForDelivery } from './notifications.repository.ts';
import type { DeliveryPreferences } from './preferences.ts';

/**
 * The daily digest (frequency 'daily_digest', issues 11 and 13). A runner who chose it gets e-mail and
 * push notices not one by one but once a day: each delivery job holds its notice (a row per notice
 * and channel) and makes sure one digest job waits for the runner's next digest moment
 * (digest-schedule.ts). That job sends one e-mail listing the notices still unread and one push saying
 * how many there are, then drops the rows. In-app notices, reminders and the settings page's test are
 * never held. See docs/decisions/0020-daily-digest.md.
 */
export class NotificationDigest {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly channels: Channels,
    private readonly preferences: DeliveryPreferences,
  ) {}

  /** Holds the notice for the runner's digest when they chose one; answers whether it was held. */
  async hold(recipient: Recipient, notice: StoredNotice, channel: ChannelName, now: Date): Promise<boolean> {
    if (isTimeBound(notice.type)) return false;
    const at = await this.preferences.digestAt(recipient, now);
    if (!at) return false;
    await this.db.transaction(async (tx) => {
      await holdForDigest(tx, recipient.id, notice.id, channel);
      // 'stately': dropped when this runner's digest is already waiting (it will carry this notice too).
      await this.jobs.send(
        tx,
        noticeDigestJob,
        { userId: recipient.id },
        { startAfter: at, singletonKey: digestKey(recipient.id) },
      );
    });
    return true;
  }

  /**
   * Settings changed, in the settings' transaction: back to immediate sends what is waiting now (one
   * digest, not a burst of single messages); a digest runner's waiting digest moves with new quiet hours.
   */
  async followSettings(
    tx: Executor,
    userId: string,
    settings: NotificationSettings,
    location: string | null,
  ): Promise<void> {
    const now = new Date();
    const at =
      settings.frequency === 'daily_digest'
        ? nextDigestAt(now, timezoneForLocality(location), settings.quietHours)
        : now;
    await this.jobs.reschedule(tx, noticeDigestJob, digestKey(userId), at);
  }

  /** The digest job: everything held for the runner, one message per channel, unless nothing is left. */
  async run({ userId }: NoticeDigestData): Promise<void> {
    const items = await heldItems(this.db, userId);
    if (!items.length) return;
    const found = await findManyForDelivery(this.db, userId, [
      ...new Set(items.map((i) => i.notificationId)),
    ]);
    const recipient = found[0]?.recipient;
    if (!recipient) return;
    const now = new Date();
    // Quiet hours that began after the digest was planned (or a switch back to immediate at night).
    const reachable = (await this.preferences.reachableFrom(recipient, now)) ?? now;
    if (reachable > now) {
      await this.jobs.send(
        this.db,
        noticeDigestJob,
        { userId },
        { startAfter: reachable, singletonKey: digestKey(userId) },
      );
      return;
    }
    const wanted = new Map<string, boolean>();
    for (const [name, channel] of this.channels) {
      const ids = items.filter((i) => i.channel === name).map((i) => i.notificationId);
      if (!ids.length) continue;
      // The digest e-mail switched off on its own (its one-click unsubscribe): nothing to send.
      if (name === 'email' && !(await this.preferences.wantsDigestEmail(recipient))) {
        await releaseHeld(this.db, userId, channel.name, ids);
        continue;
      }
      const notices: StoredNotice[] = [];
      // Read in the app since, or switched off since: left out.
      for (const { notice, isRead } of found) {
        if (isRead || !ids.includes(notice.id)) continue;
        if (await this.#wants(wanted, recipient, notice.type, channel.name)) notices.push(notice);
      }
      if (notices.length) await channel.sendDigest(recipient, notices);
      // Per channel, once sent: a failing push retries the job without e-mailing the digest again.
      await releaseHeld(this.db, userId, channel.name, ids);
    }
  }

  async #wants(cache: Map<string, boolean>, recipient: Recipient, type: NoticeType, channel: ChannelName) {
    const key = `${type}:${channel}`;
    let wants = cache.get(key);
    if (wants === undefined) cache.set(key, (wants = await this.preferences.wants(recipient, type, channel)));
    return wants;
  }
}
