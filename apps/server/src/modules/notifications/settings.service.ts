import {
  applyNotificationSettingsUpdate,
  emailOff,
  NOTIFICATION_SETTINGS_MESSAGES,
  type EmailKind,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { issuesError, notFound } from '../../lib/errors.ts';
import type { NotificationDelivery } from './delivery.ts';
import type { NotificationDigest } from './digest.ts';
import type { EmailUnsubscribeLinks } from './email-unsubscribe.ts';
import type { ReminderService } from './reminders.service.ts';
import { readRunnerSettings, writeSettings } from './settings.repository.ts';

/** GET/PUT /api/notification-settings, and the settings page's test notification. */
export class NotificationSettingsService {
  constructor(
    private readonly db: Db,
    private readonly reminders: ReminderService,
    private readonly delivery: NotificationDelivery,
    private readonly digest: NotificationDigest,
    private readonly unsubscribeLinks: EmailUnsubscribeLinks,
  ) {}

  /**
   * One-click unsubscribe (issue 28, RFC 8058): the signed link switches its runner's e-mails of its
   * kind off, and nothing else. An unknown or forged link is a 404 that changes nothing.
   */
  async unsubscribeEmail(token: string): Promise<{ status: 'unsubscribed'; kind: EmailKind }> {
    const link = this.unsubscribeLinks.verify(token);
    if (!link || !(await readRunnerSettings(this.db, link.userId)))
      throw notFound(NOTIFICATION_SETTINGS_MESSAGES.unsubscribeInvalid);
    await this.update(link.userId, emailOff(link.kind));
    return { status: 'unsubscribed', kind: link.kind };
  }

  async get(userId: string): Promise<NotificationSettings> {
    const found = await readRunnerSettings(this.db, userId);
    if (!found) throw notFound();
    return found.settings;
  }

  /**
   * Applies the change over the stored settings; reminders follow new hours, switches and quiet hours,
   * and a waiting digest follows the frequency and quiet hours.
   */
  async update(userId: string, patch: NotificationSettingsUpdate): Promise<NotificationSettings> {
    return this.db.transaction(async (tx) => {
      const found = await readRunnerSettings(tx, userId);
      if (!found) throw notFound();
      const result = applyNotificationSettingsUpdate(found.settings, patch);
      if (!result.success) throw issuesError(result.error.issues);
      await writeSettings(tx, userId, result.data);
      await this.reminders.syncUser(tx, userId);
      await this.digest.followSettings(tx, userId, result.data, found.location);
      return result.data;
    });
  }

  /** "Send me a test notification": in the bell at once and, when subscribed, by web push. */
  async sendTest(userId: string): Promise<void> {
    await this.db.transaction((tx) =>
      this.delivery.deliver(tx, [{ userId, type: 'test_notification', event: null }]),
    );
  }
}
