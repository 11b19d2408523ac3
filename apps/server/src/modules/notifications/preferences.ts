import type { ChannelName, NoticeType, Recipient } from './notice.ts';

/**
 * What a runner wants, asked by every delivery job just before it reaches out. Issue 11 implements it
 * from `user_notification_settings` (per-type switches such as eventUpdates, emailReminders,
 * browserNotifications) and quiet hours in the runner's own time zone; until then everyone gets every
 * notice on every channel, at once.
 */
export interface DeliveryPreferences {
  /** Whether this runner wants this kind of notice on this channel. */
  wants(recipient: Recipient, type: NoticeType, channel: ChannelName): Promise<boolean>;
  /**
   * The earliest moment this runner may be reached out-of-app from `now`: `now` itself, or the end of
   * their quiet hours (the delivery job then waits until then).
   */
  reachableFrom(recipient: Recipient, now: Date): Promise<Date>;
}

export const EVERYTHING_AT_ONCE: DeliveryPreferences = {
  wants: async () => true,
  reachableFrom: async (_recipient, now) => now,
};
