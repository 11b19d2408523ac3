import { z } from 'zod';
import { NOTIFICATION_SETTINGS_MESSAGES, withParams } from './messages.ts';

/*
 * A runner's notification settings (SPEC section 3): the users.notificationPreferences document and the
 * user_notification_settings row, read and written as one object. Every default is the spec's.
 */

export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily_digest'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** reminderHours: how long before an event its reminder is due (SPEC section 9: default 24). */
export const REMINDER_HOURS = { min: 1, max: 168, default: 24 } as const;

/** "HH:MM" on a 24-hour clock, 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes after midnight of an "HH:MM" clock time. */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const clockTime = z.string({ error: NOTIFICATION_SETTINGS_MESSAGES.clockTime }).regex(CLOCK_TIME_PATTERN, {
  error: NOTIFICATION_SETTINGS_MESSAGES.clockTime,
});

export const DEFAULT_QUIET_HOURS = { enabled: false, start: '22:00', end: '08:00' } as const;

/**
 * Quiet hours in the runner's own time zone. start > end wraps midnight (22:00 to 08:00). A window
 * from a time to the same time would be empty or the whole day, so it is refused when enabled.
 */
export const quietHoursSchema = z
  .object({
    enabled: z.boolean().default(DEFAULT_QUIET_HOURS.enabled),
    start: clockTime.default(DEFAULT_QUIET_HOURS.start),
    end: clockTime.default(DEFAULT_QUIET_HOURS.end),
  })
  .refine((q) => !q.enabled || q.start !== q.end, {
    path: ['end'],
    error: NOTIFICATION_SETTINGS_MESSAGES.quietHoursSame,
  });
export type QuietHours = z.output<typeof quietHoursSchema>;

const deviceSettingsSchema = z.object({
  sound: z.boolean().default(true),
  vibration: z.boolean().default(true),
  badge: z.boolean().default(true),
});

const adaptiveSettingsSchema = z.object({
  smartTiming: z.boolean().default(true),
  contextAware: z.boolean().default(true),
  engagementBased: z.boolean().default(true),
  batteryOptimised: z.boolean().default(true),
});

/**
 * The kinds of notice e-mail a runner can switch off one by one (issue 28: one-click unsubscribe turns
 * off exactly the kind of the e-mail it came in). Reminders by e-mail are `emailReminders`.
 */
export const EMAIL_KINDS = ['events', 'social', 'reminders', 'digest', 'account'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

const emailSwitchesSchema = z.object({
  events: z.boolean().default(true),
  social: z.boolean().default(true),
  digest: z.boolean().default(true),
  account: z.boolean().default(true),
});

const reminderHoursMessage = withParams(NOTIFICATION_SETTINGS_MESSAGES.reminderHours, {
  min: REMINDER_HOURS.min,
  max: REMINDER_HOURS.max,
});
const reminderHours = z
  .number({ error: reminderHoursMessage })
  .int({ error: reminderHoursMessage })
  .min(REMINDER_HOURS.min, { error: reminderHoursMessage })
  .max(REMINDER_HOURS.max, { error: reminderHoursMessage });

const frequencySchema = z.enum(NOTIFICATION_FREQUENCIES, { error: NOTIFICATION_SETTINGS_MESSAGES.frequency });

/** The whole settings object; parsing `{}` gives the spec's defaults. */
export const notificationSettingsSchema = z.object({
  // user_notification_settings
  emailReminders: z.boolean().default(true),
  browserNotifications: z.boolean().default(true),
  reminderHours: reminderHours.default(REMINDER_HOURS.default),
  attendanceReminders: z.boolean().default(true),
  eventUpdates: z.boolean().default(true),
  // users.notificationPreferences
  events: z.boolean().default(true),
  achievements: z.boolean().default(true),
  social: z.boolean().default(true),
  reminders: z.boolean().default(true),
  frequency: frequencySchema.default('immediate'),
  quietHours: quietHoursSchema.default(DEFAULT_QUIET_HOURS),
  deviceSettings: deviceSettingsSchema.default({ sound: true, vibration: true, badge: true }),
  /** Which kinds of notice e-mail the runner wants (reminders: emailReminders). */
  email: emailSwitchesSchema.default({ events: true, social: true, digest: true, account: true }),
  adaptiveSettings: adaptiveSettingsSchema.default({
    smartTiming: true,
    contextAware: true,
    engagementBased: true,
    batteryOptimised: true,
  }),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = notificationSettingsSchema.parse({});

/**
 * PATCH body: any subset; nested objects may be partial too (`{quietHours: {enabled: true}}` keeps the
 * stored start and end). No defaults are applied, so an absent field is left as it is.
 */
export const notificationSettingsUpdateSchema = z.strictObject({
  emailReminders: z.boolean().optional(),
  browserNotifications: z.boolean().optional(),
  reminderHours: reminderHours.optional(),
  attendanceReminders: z.boolean().optional(),
  eventUpdates: z.boolean().optional(),
  events: z.boolean().optional(),
  achievements: z.boolean().optional(),
  social: z.boolean().optional(),
  reminders: z.boolean().optional(),
  frequency: frequencySchema.optional(),
  quietHours: z
    .strictObject({ enabled: z.boolean().optional(), start: clockTime.optional(), end: clockTime.optional() })
    .optional(),
  deviceSettings: deviceSettingsSchema.partial().strict().optional(),
  email: emailSwitchesSchema.partial().strict().optional(),
  adaptiveSettings: adaptiveSettingsSchema.partial().strict().optional(),
});
export type NotificationSettingsUpdate = z.output<typeof notificationSettingsUpdateSchema>;

/**
 * The stored settings with a PATCH applied, checked again as a whole (the quiet-hours rule spans the
 * stored and the new values). Returns the zod result so the caller can answer 400 with its issues.
 */
export function applyNotificationSettingsUpdate(
  current: NotificationSettings,
  patch: NotificationSettingsUpdate,
) {
  const { quietHours, deviceSettings, adaptiveSettings, email, ...flat } = patch;
  return notificationSettingsSchema.safeParse({
    ...current,
    ...flat,
    quietHours: { ...current.quietHours, ...quietHours },
    deviceSettings: { ...current.deviceSettings, ...deviceSettings },
    email: { ...current.email, ...email },
    adaptiveSettings: { ...current.adaptiveSettings, ...adaptiveSettings },
  });
}

/** The settings kept in the users.notificationPreferences document; the rest are user_notification_settings columns. */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'events',
  'achievements',
  'social',
  'reminders',
  'frequency',
  'quietHours',
  'deviceSettings',
  'email',
  'adaptiveSettings',
] as const;
type PreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];
export type NotificationPreferences = Pick<NotificationSettings, PreferenceKey>;
export type NotificationSettingsColumns = Omit<NotificationSettings, PreferenceKey>;

/** Splits the settings into the users.notificationPreferences document and the settings row's columns. */
export function splitNotificationSettings(settings: NotificationSettings): {
  preferences: NotificationPreferences;
  columns: NotificationSettingsColumns;
} {
  const isPreference = (key: string) => (NOTIFICATION_PREFERENCE_KEYS as readonly string[]).includes(key);
  const entries = Object.entries(settings);
  return {
    preferences: Object.fromEntries(entries.filter(([k]) => isPreference(k))) as NotificationPreferences,
    columns: Object.fromEntries(entries.filter(([k]) => !isPreference(k))) as NotificationSettingsColumns,
  };
}

/** The spec's default users.notificationPreferences document (the column default). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = splitNotificationSettings(
  DEFAULT_NOTIFICATION_SETTINGS,
).preferences;

/** Whether the runner wants this kind of notice e-mail. */
export function wantsEmail(settings: NotificationSettings, kind: EmailKind): boolean {
  return kind === 'reminders' ? settings.emailReminders : settings.email[kind];
}

/** The settings change that switches one kind of notice e-mail off (one-click unsubscribe). */
export function emailOff(kind: EmailKind): NotificationSettingsUpdate {
  return kind === 'reminders' ? { emailReminders: false } : { email: { [kind]: false } };
}

/** POST /api/notifications/unsubscribe?token=…: RFC 8058's one-click form body (our page sends it too). */
export const emailUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const emailUnsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });
export const emailUnsubscribeResultSchema = z.object({
  status: z.literal('unsubscribed'),
  kind: z.enum(EMAIL_KINDS),
});
