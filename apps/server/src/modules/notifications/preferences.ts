import { wantsEmail, type NotificationSettings } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { timezoneForLocality } from '../../lib/timezones.ts';
import { emailKindOf, type ChannelName, type NoticeType, type Recipient } from './notice.ts';
import { nextDigestAt } from './digest-schedule.ts';
import { releaseTime } from './quiet-hours.ts';
import { readRunnerSettings } from './settings.repository.ts';

/**
 * What a runner wants, asked by every delivery job just before it reaches out: the switches of their
 * notification settings per kind of notice and channel, and their quiet hours in their own time zone.
 */
export interface DeliveryPreferences {
  /** Whether this runner wants this kind of notice on this channel. */
  wants(recipient: Recipient, type: NoticeType, channel: ChannelName): Promise<boolean>;
  /**
   * The earliest moment this runner may be reached out-of-app from `now`: `now` itself, or the end of
   * their quiet hours (the delivery job then waits until then). With a `deadline` (a reminder's run
   * start) that comes before quiet hours end, null: the message is dropped (the bell still has it).
   */
  reachableFrom(recipient: Recipient, now: Date, deadline?: Date): Promise<Date | null>;
  /**
   * When this runner chose the daily digest: the moment their next digest goes (digest-schedule.ts).
   * Null when they want each notice as it comes.
   */
  digestAt(recipient: Recipient, now: Date): Promise<Date | null>;
  /** Whether the runner still wants their daily digest by e-mail (it may have been switched off alone). */
  wantsDigestEmail(recipient: Recipient): Promise<boolean>;
}

/** The settings switch that turns each kind of notice on (on top of the channel's own switch). */
function kindWanted(s: NotificationSettings, type: NoticeType, channel: ChannelName): boolean {
  switch (type) {
    case 'event_reminder':
      return s.reminders && s.attendanceReminders && (channel === 'email' ? s.emailReminders : true);
    case 'event_updated':
    case 'event_cancelled':
      return s.events && s.eventUpdates;
    case 'waitlist_promoted':
    case 'run_invite':
    case 'club_event_created':
      return s.events;
    case 'challenge_completed':
      return s.achievements;
    case 'buddy_request':
    case 'buddy_accepted':
      return s.social;
    case 'test_notification':
      // The settings page's test button checks the browser's push path only; no e-mail for it.
      return channel === 'push';
    case 'event_removed':
      // The runner must not turn up for a run they are no longer on, whatever they switched off.
      return true;
    case 'content_hidden':
    case 'content_removed':
      // A moderator's decision about the runner's own post: always told, whatever they switched off.
      return true;
  }
}

/** Preferences read from the runner's notification settings (issue 11). */
export class SettingsPreferences implements DeliveryPreferences {
  constructor(private readonly db: Db) {}

  async wants(recipient: Recipient, type: NoticeType, channel: ChannelName): Promise<boolean> {
    const found = await readRunnerSettings(this.db, recipient.id);
    if (!found) return false;
    if (channel === 'push' && !found.settings.browserNotifications) return false;
    // Each kind of e-mail can be switched off on its own (one-click unsubscribe, issue 28).
    const emailKind = emailKindOf(type);
    if (channel === 'email' && emailKind && !wantsEmail(found.settings, emailKind)) return false;
    return kindWanted(found.settings, type, channel);
  }

  async wantsDigestEmail(recipient: Recipient): Promise<boolean> {
    const found = await readRunnerSettings(this.db, recipient.id);
    return found ? wantsEmail(found.settings, 'digest') : false;
  }

  async reachableFrom(recipient: Recipient, now: Date, deadline?: Date): Promise<Date | null> {
    const found = await readRunnerSettings(this.db, recipient.id);
    if (!found) return now;
    const release = releaseTime(now, {
      timeZone: timezoneForLocality(found.location),
      quiet: found.settings.quietHours,
      now,
      deadline,
    });
    return release.at;
  }

  async digestAt(recipient: Recipient, now: Date): Promise<Date | null> {
    const found = await readRunnerSettings(this.db, recipient.id);
    if (found?.settings.frequency !== 'daily_digest') return null;
    return nextDigestAt(now, timezoneForLocality(found.location), found.settings.quietHours);
  }
}
