import { NotAvailableYet } from '@/components/not-available';

/** /profile: the user's profile. Not built yet, so it shows the honest not-available state. */
export default function Profile() {
  return <NotAvailableYet titleKey="common:pageTitles.profile" />;
}
