import { NotAvailableYet } from '@/components/not-available';

/** /signup and /club-signup: run-club signup. Not built yet, so it shows the honest not-available state. */
export default function ClubSignup() {
  return <NotAvailableYet titleKey="common:pageTitles.clubSignup" />;
}
