import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsSchema,
  splitNotificationSettings,
  type NotificationSettings,
} from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions, userNotificationSettings, users } from '../../db/schema/index.ts';

export interface RunnerSettings {
  settings: NotificationSettings;
  /** The runner's home locality label (its state gives their time zone). */
  location: string | null;
  pushSubscribed: boolean;
}

/**
 * A runner's settings as one object: users.notificationPreferences merged over the spec's defaults
 * (so a document written before a new key existed still reads whole) and their
 * user_notification_settings row, or the defaults without one. Undefined when the runner is gone.
 */
export async function readRunnerSettings(db: Executor, userId: string): Promise<RunnerSettings | undefined> {
  const [row] = await db
    .select(runnerSettingsColumns)
    .from(users)
    .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ? runnerSettingsOf(row) : undefined;
}

/**
 * What a runner's settings are read from, over `users` left-joined to `user_notification_settings`:
 * other reads (a reminder's) select them alongside their own columns rather than in a statement of
 * their own.
 */
export const runnerSettingsColumns = {
  preferences: users.notificationPreferences,
  location: users.location,
  columns: userNotificationSettings,
  pushSubscribed: sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
};

/** The runner's settings from a row read with runnerSettingsColumns. */
export function runnerSettingsOf(row: {
  preferences: unknown;
  location: string | null;
  columns: typeof userNotificationSettings.$inferSelect | null;
  pushSubscribed: boolean;
}): RunnerSettings {
  const stored = (row.preferences ?? {}) as Partial<NotificationSettings>;
  const columns = row.columns
    ? {
        emailReminders: row.columns.emailReminders,
        browserNotifications: row.columns.browserNotifications,
        reminderHours: row.columns.reminderHours,
        attendanceReminders: row.columns.attendanceReminders,
        eventUpdates: row.columns.eventUpdates,
      }
    : {};
  const parsed = notificationSettingsSchema.safeParse({
    ...DEFAULT_NOTIFICATION_SETTINGS,
    ...stored,
    ...columns,
  });
  return {
    settings: parsed.success ? parsed.data : DEFAULT_NOTIFICATION_SETTINGS,
    location: row.location,
    pushSubscribed: Boolean(row.pushSubscribed),
  };
}

/** Stores the whole settings object: the preferences document on users, the rest in the settings row. */
export async function writeSettings(db: Executor, userId: string, settings: NotificationSettings) {
  const { preferences, columns } = splitNotificationSettings(settings);
  await db
    .update(users)
    .set({ notificationPreferences: preferences, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db
    .insert(userNotificationSettings)
    .values({ userId, ...columns })
    .onConflictDoUpdate({
      target: userNotificationSettings.userId,
      set: { ...columns, updatedAt: new Date() },
    });
}
