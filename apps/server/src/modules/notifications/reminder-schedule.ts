import type { NotificationSettings } from '@stride/contracts';
import { releaseTime } from './quiet-hours.ts';

const HOUR_MS = 3_600_000;

export type ReminderSettings = Pick<
  NotificationSettings,
  | 'reminders'
  | 'attendanceReminders'
  | 'reminderHours'
  | 'emailReminders'
  | 'browserNotifications'
  | 'quietHours'
>;

export interface ReminderInput {
  /** The event's start (its startsAt). */
  startsAt: Date;
  now: Date;
  /** The runner's own zone, from their home locality (timezoneForLocality), not the event's. */
  timeZone: string;
  settings: ReminderSettings;
  /** Whether the runner has at least one web-push subscription. */
  pushSubscribed: boolean;
}

export type ChannelTiming =
  | { at: Date; held: 'no' | 'until_quiet_end' | 'before_quiet_start' }
  | {
      at: null;
      reason: 'event_started' | 'reminders_off' | 'channel_off' | 'no_push_subscription' | 'quiet_hours';
    };

export interface ReminderPlan {
  /** reminderHours before the start, or now when that moment has passed; null once the run has started. */
  dueAt: Date | null;
  inApp: ChannelTiming;
  email: ChannelTiming;
  push: ChannelTiming;
}

/**
 * When the reminder is due: `reminderHours` of elapsed time before the start (so across a
 * daylight-saving change it is 23 or 25 wall-clock hours), or at once if that moment has passed.
 */
export function reminderDueAt(startsAt: Date, reminderHours: number, now: Date): Date | null {
  if (startsAt.getTime() <= now.getTime()) return null;
  return new Date(Math.max(startsAt.getTime() - reminderHours * HOUR_MS, now.getTime()));
}

/**
 * When each channel delivers the reminder for an event a runner attends (issue 11): in-app at the
 * due moment whenever reminders are on; e-mail with `emailReminders`, web push with
 * `browserNotifications` and a subscription, both held by quiet hours (see `releaseTime`).
 * `reminders` (notificationPreferences) and `attendanceReminders` (user_notification_settings) are
 * both switches for event reminders: either off means none at all.
 */
export function planReminder(input: ReminderInput): ReminderPlan {
  const { settings } = input;
  const dueAt = reminderDueAt(input.startsAt, settings.reminderHours, input.now);
  if (!dueAt) {
    const none = { at: null, reason: 'event_started' } as const;
    return { dueAt, inApp: none, email: none, push: none };
  }
  if (!settings.reminders || !settings.attendanceReminders) {
    const none = { at: null, reason: 'reminders_off' } as const;
    return { dueAt, inApp: none, email: none, push: none };
  }
  const held = () =>
    releaseTime(dueAt, {
      timeZone: input.timeZone,
      quiet: settings.quietHours,
      now: input.now,
      deadline: input.startsAt,
    });
  return {
    dueAt,
    inApp: { at: dueAt, held: 'no' },
    email: settings.emailReminders ? held() : { at: null, reason: 'channel_off' },
    push: !settings.browserNotifications
      ? { at: null, reason: 'channel_off' }
      : input.pushSubscribed
        ? held()
        : { at: null, reason: 'no_push_subscription' },
  };
}
