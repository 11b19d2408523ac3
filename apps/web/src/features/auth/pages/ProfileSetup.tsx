import { NotAvailableYet } from '@/components/not-available';

/** /profile-setup: completing the runner profile. Not built yet, so it shows the honest not-available state. */
export default function ProfileSetup() {
  return <NotAvailableYet titleKey="common:pageTitles.profileSetup" />;
}
