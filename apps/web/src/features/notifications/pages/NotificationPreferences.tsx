import { NotAvailableYet } from '@/components/not-available';

/** /notification-preferences: notification settings. Not built yet, so it shows the honest not-available state. */
export default function NotificationPreferences() {
  return <NotAvailableYet titleKey="common:pageTitles.notificationPreferences" />;
}
