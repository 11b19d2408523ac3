import { NotAvailableYet } from '@/components/not-available';

/** /create-runclub: creating a run club. Not built yet, so it shows the honest not-available state. */
export default function CreateRunClub() {
  return <NotAvailableYet titleKey="common:pageTitles.createRunClub" />;
}
