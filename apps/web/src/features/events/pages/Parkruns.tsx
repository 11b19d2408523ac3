import { NotAvailableYet } from '@/components/not-available';

/** /parkruns: parkrun events. Not built yet, so it shows the honest not-available state. */
export default function Parkruns() {
  return <NotAvailableYet titleKey="common:pageTitles.parkruns" />;
}
