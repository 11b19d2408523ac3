import { NotAvailableYet } from '@/components/not-available';

/** /my-events: the events the user created or joined. Not built yet, so it shows the honest not-available state. */
export default function MyEvents() {
  return <NotAvailableYet titleKey="common:pageTitles.myEvents" />;
}
