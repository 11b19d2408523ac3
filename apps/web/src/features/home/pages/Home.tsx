import { NotAvailableYet } from '@/components/not-available';

/** / (signed in): the home dashboard. Not built yet, so it shows the honest not-available state. */
export default function Home() {
  return <NotAvailableYet titleKey="common:pageTitles.home" />;
}
