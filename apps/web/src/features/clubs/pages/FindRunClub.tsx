import { NotAvailableYet } from '@/components/not-available';

/** /find-runclub: searching run clubs. Not built yet, so it shows the honest not-available state. */
export default function FindRunClub() {
  return <NotAvailableYet titleKey="common:pageTitles.findRunClub" />;
}
