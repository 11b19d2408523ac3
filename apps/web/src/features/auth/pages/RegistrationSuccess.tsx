import { NotAvailableYet } from '@/components/not-available';

/** /registration-success: the account-created screen. Not built yet, so it shows the honest not-available state. */
export default function RegistrationSuccess() {
  return <NotAvailableYet titleKey="common:pageTitles.registrationSuccess" />;
}
