import { describe, expect, it } from 'vitest';
import { messageText, NOTIFICATION_SETTINGS_MESSAGES } from './messages.ts';
import {
  applyNotificationSettingsUpdate,
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  splitNotificationSettings,
} from './notification-settings.ts';

describe('notification settings', () => {
  it('default to the spec', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      emailReminders: true,
      browserNotifications: true,
      reminderHours: 24,
      attendanceReminders: true,
      eventUpdates: true,
      events: true,
      achievements: true,
      social: true,
      reminders: true,
      frequency: 'immediate',
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
      deviceSettings: { sound: true, vibration: true, badge: true },
      // Each kind of notice e-mail, switched off one by one (issue 28's one-click unsubscribe).
      email: { events: true, social: true, digest: true, account: true },
      adaptiveSettings: {
        smartTiming: true,
        contextAware: true,
        engagementBased: true,
        batteryOptimised: true,
      },
    });
  });

  it('fill what a stored document lacks', () => {
    const stored = notificationSettingsSchema.parse({ social: false, quietHours: { enabled: true } });
    expect(stored.social).toBe(false);
    expect(stored.quietHours).toEqual({ enabled: true, start: '22:00', end: '08:00' });
  });

  it('refuse reminder hours outside 1 to 168 and bad clock times', () => {
    for (const reminderHours of [0, 169, 2.5, '24']) {
      const r = notificationSettingsUpdateSchema.safeParse({ reminderHours });
      expect(r.success).toBe(false);
      expect(messageText(r.error?.issues[0]?.message ?? '')).toBe(
        'Reminder time must be a whole number of hours from 1 to 168',
      );
    }
    for (const start of ['24:00', '7:00', '07:60', '']) {
      const r = notificationSettingsUpdateSchema.safeParse({ quietHours: { start } });
      expect(r.error?.issues[0]?.message).toBe(NOTIFICATION_SETTINGS_MESSAGES.clockTime);
    }
    expect(notificationSettingsUpdateSchema.safeParse({ frequency: 'weekly' }).success).toBe(false);
    expect(notificationSettingsUpdateSchema.safeParse({ unknown: true }).success).toBe(false);
  });

  it('apply a partial update over the stored settings and check the result as a whole', () => {
    const patch = notificationSettingsUpdateSchema.parse({ quietHours: { enabled: true }, reminderHours: 2 });
    const merged = applyNotificationSettingsUpdate(DEFAULT_NOTIFICATION_SETTINGS, patch);
    expect(merged.data?.quietHours).toEqual({ enabled: true, start: '22:00', end: '08:00' });
    expect(merged.data?.reminderHours).toBe(2);
    expect(merged.data?.deviceSettings).toEqual(DEFAULT_NOTIFICATION_SETTINGS.deviceSettings);
    expect(
      applyNotificationSettingsUpdate(DEFAULT_NOTIFICATION_SETTINGS, { email: { digest: false } }).data
        ?.email,
    ).toEqual({ events: true, social: true, digest: false, account: true });

    const same = applyNotificationSettingsUpdate(
      DEFAULT_NOTIFICATION_SETTINGS,
      notificationSettingsUpdateSchema.parse({ quietHours: { enabled: true, start: '08:00' } }),
    );
    expect(same.success).toBe(false);
    expect(same.error?.issues[0]).toMatchObject({
      path: ['quietHours', 'end'],
      message: NOTIFICATION_SETTINGS_MESSAGES.quietHoursSame,
    });
  });

  it('split into the users document and the settings row', () => {
    const { preferences, columns } = splitNotificationSettings(DEFAULT_NOTIFICATION_SETTINGS);
    expect(Object.keys(preferences).sort()).toEqual([
      'achievements',
      'adaptiveSettings',
      'deviceSettings',
      'email',
      'events',
      'frequency',
      'quietHours',
      'reminders',
      'social',
    ]);
    expect(columns).toEqual({
      emailReminders: true,
      browserNotifications: true,
      reminderHours: 24,
      attendanceReminders: true,
      eventUpdates: true,
    });
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual(preferences);
    expect(notificationSettingsSchema.parse({ ...preferences, ...columns })).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
  });
});
