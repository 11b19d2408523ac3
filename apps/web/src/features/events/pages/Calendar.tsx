import { NotAvailableYet } from '@/components/not-available';

/** /calendar: the user's event calendar. Not built yet, so it shows the honest not-available state. */
export default function Calendar() {
  return <NotAvailableYet titleKey="common:pageTitles.calendar" />;
}
