import { NotAvailableYet } from '@/components/not-available';

/** /notifications: the user's notifications. Not built yet, so it shows the honest not-available state. */
export default function Notifications() {
  return <NotAvailableYet titleKey="common:pageTitles.notifications" />;
}
