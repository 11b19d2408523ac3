import { NotAvailableYet } from '@/components/not-available';

/** /verify-email/:token: e-mail verification. Not built yet, so it shows the honest not-available state. */
export default function VerifyEmail() {
  return <NotAvailableYet titleKey="common:pageTitles.verifyEmail" />;
}
