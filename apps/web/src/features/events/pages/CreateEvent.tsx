import { NotAvailableYet } from '@/components/not-available';

/** /create: event creation. Not built yet, so it shows the honest not-available state. */
export default function CreateEvent() {
  return <NotAvailableYet titleKey="common:pageTitles.createEvent" />;
}
