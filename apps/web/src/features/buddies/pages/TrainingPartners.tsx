import { NotAvailableYet } from '@/components/not-available';

/** /training-partners: finding training partners. Not built yet, so it shows the honest not-available state. */
export default function TrainingPartners() {
  return <NotAvailableYet titleKey="common:pageTitles.trainingPartners" />;
}
