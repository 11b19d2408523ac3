import { NotAvailableYet } from '@/components/not-available';

/** /buddy-matching: running buddy matching. Not built yet, so it shows the honest not-available state. */
export default function BuddyMatching() {
  return <NotAvailableYet titleKey="common:pageTitles.buddyMatching" />;
}
