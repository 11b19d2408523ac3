import { NotAvailableYet } from '@/components/not-available';

/** /faqs: frequently asked questions. Not built yet, so it shows the honest not-available state. */
export default function Faqs() {
  return <NotAvailableYet titleKey="common:pageTitles.faqs" />;
}
