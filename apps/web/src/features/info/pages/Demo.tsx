import { NotAvailableYet } from '@/components/not-available';

/** /demo: the story video. Not built yet, so it shows the honest not-available state. */
export default function Demo() {
  return <NotAvailableYet titleKey="common:pageTitles.demo" />;
}
