import {
  NOTIFICATION_FREQUENCIES,
  REMINDER_HOURS,
  type NotificationSettings,
  type NotificationSettingsUpdate,
} from '@stride/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiRequestError } from '@/lib/api-client';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { PushPanel } from '../components/push-panel';
import { SettingSwitch } from '../components/setting-switch';

const FREQUENCY_LABEL = {
  immediate: 'social:settings.frequency.immediate',
  daily_digest: 'social:settings.frequency.dailyDigest',
} as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

interface FormProps<T> {
  initial: T;
  pending: boolean;
  onSave: (patch: NotificationSettingsUpdate) => void;
}

function ReminderHoursForm({ initial, pending, onSave }: FormProps<number>) {
  const { t } = useTranslation('social');
  const [hours, setHours] = useState(String(initial));
  return (
    <form
      className="flex flex-wrap items-end gap-3 py-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ reminderHours: Number(hours) });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="reminder-hours">{t('social:settings.reminderHours')}</Label>
        <Input
          id="reminder-hours"
          type="number"
          inputMode="numeric"
          min={REMINDER_HOURS.min}
          max={REMINDER_HOURS.max}
          className="w-28"
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        {t('social:settings.saveReminderHours')}
      </Button>
    </form>
  );
}

function QuietHoursForm({ initial, pending, onSave }: FormProps<{ start: string; end: string }>) {
  const { t } = useTranslation('social');
  const [quiet, setQuiet] = useState({ start: initial.start, end: initial.end });
  return (
    <form
      className="flex flex-wrap items-end gap-3 py-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ quietHours: quiet });
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="quiet-start">{t('social:settings.quietStart')}</Label>
        <Input
          id="quiet-start"
          type="time"
          value={quiet.start}
          onChange={(e) => setQuiet({ ...quiet, start: e.target.value })}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="quiet-end">{t('social:settings.quietEnd')}</Label>
        <Input
          id="quiet-end"
          type="time"
          value={quiet.end}
          onChange={(e) => setQuiet({ ...quiet, end: e.target.value })}
        />
      </div>
      <Button type="submit" variant="outline" disabled={pending}>
        {t('social:settings.saveQuietHours')}
      </Button>
    </form>
  );
}

/** /notification-preferences: every notification setting, quiet hours, and this browser's web push. */
export default function NotificationPreferences() {
  const { t } = useTranslation('social');
  usePageTitle('common:pageTitles.notificationPreferences');
  const { data, isPending, isError } = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  const save = (patch: NotificationSettingsUpdate) =>
    update.mutate(patch, {
      onSuccess: () => toast({ title: t('social:settings.saved') }),
      onError: (error) =>
        toast({
          title: t('social:settings.saveFailed'),
          description: error instanceof ApiRequestError ? error.message : undefined,
          variant: 'destructive',
        }),
    });

  const toggle = (key: keyof NotificationSettings) => (checked: boolean) => save({ [key]: checked });

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">
          {t('common:pageTitles.notificationPreferences')}
        </h1>
        <p className="mt-2 text-muted-foreground">{t('social:settings.intro')}</p>
      </header>
      {isPending && <Skeleton className="h-64 w-full" />}
      {isError && <p role="alert">{t('social:loadFailed')}</p>}
      {data && (
        <>
          <Group title={t('social:settings.remindersTitle')}>
            <SettingSwitch
              label={t('social:settings.reminders')}
              checked={data.reminders && data.attendanceReminders}
              onChange={(on) => save({ reminders: on, attendanceReminders: on })}
            />
            <ReminderHoursForm
              key={data.reminderHours}
              initial={data.reminderHours}
              pending={update.isPending}
              onSave={save}
            />
            <SettingSwitch
              label={t('social:settings.emailReminders')}
              checked={data.emailReminders}
              onChange={toggle('emailReminders')}
            />
            <SettingSwitch
              label={t('social:settings.browserNotifications')}
              hint={t('social:settings.browserNotificationsHint')}
              checked={data.browserNotifications}
              onChange={toggle('browserNotifications')}
            />
          </Group>

          <Group title={t('social:settings.topicsTitle')}>
            <SettingSwitch
              label={t('social:settings.events')}
              checked={data.events}
              onChange={toggle('events')}
            />
            <SettingSwitch
              label={t('social:settings.eventUpdates')}
              checked={data.eventUpdates}
              onChange={toggle('eventUpdates')}
            />
            <SettingSwitch
              label={t('social:settings.social')}
              checked={data.social}
              onChange={toggle('social')}
            />
            <SettingSwitch
              label={t('social:settings.achievements')}
              checked={data.achievements}
              onChange={toggle('achievements')}
            />
            <div className="space-y-1 py-2">
              <Label htmlFor="frequency">{t('social:settings.frequencyLabel')}</Label>
              <select
                id="frequency"
                aria-describedby="frequency-hint"
                className="block h-10 rounded-md border border-input bg-background px-3"
                value={data.frequency}
                onChange={(e) => save({ frequency: e.target.value as NotificationSettings['frequency'] })}
              >
                {NOTIFICATION_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {t(FREQUENCY_LABEL[f])}
                  </option>
                ))}
              </select>
              <p id="frequency-hint" className="text-sm text-muted-foreground">
                {t('social:settings.frequencyHint')}
              </p>
            </div>
          </Group>

          <Group title={t('social:settings.email.title')}>
            <p className="text-sm text-muted-foreground">{t('social:settings.email.hint')}</p>
            <SettingSwitch
              label={t('social:settings.email.events')}
              checked={data.email.events}
              onChange={(on) => save({ email: { events: on } })}
            />
            <SettingSwitch
              label={t('social:settings.email.social')}
              checked={data.email.social}
              onChange={(on) => save({ email: { social: on } })}
            />
            <SettingSwitch
              label={t('social:settings.email.digest')}
              checked={data.email.digest}
              onChange={(on) => save({ email: { digest: on } })}
            />
            <SettingSwitch
              label={t('social:settings.email.account')}
              checked={data.email.account}
              onChange={(on) => save({ email: { account: on } })}
            />
          </Group>

          <Group title={t('social:settings.quietTitle')}>
            <p className="text-sm text-muted-foreground">{t('social:settings.quietHint')}</p>
            <SettingSwitch
              label={t('social:settings.quietEnabled')}
              checked={data.quietHours.enabled}
              onChange={(on) => save({ quietHours: { enabled: on } })}
            />
            <QuietHoursForm
              key={`${data.quietHours.start}-${data.quietHours.end}`}
              initial={data.quietHours}
              pending={update.isPending}
              onSave={save}
            />
          </Group>

          <PushPanel />
        </>
      )}
    </div>
  );
}
