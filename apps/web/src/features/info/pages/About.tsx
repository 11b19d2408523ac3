import { NotAvailableYet } from '@/components/not-available';

/** /about: about Stride. Not built yet, so it shows the honest not-available state. */
export default function About() {
  return <NotAvailableYet titleKey="common:pageTitles.about" />;
}
