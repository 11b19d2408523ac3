import { NotAvailableYet } from '@/components/not-available';

/** /contact: contacting the Stride team. Not built yet, so it shows the honest not-available state. */
export default function Contact() {
  return <NotAvailableYet titleKey="common:pageTitles.contact" />;
}
