import { NotAvailableYet } from '@/components/not-available';

/** /reset-password/:token: choosing a new password. Not built yet, so it shows the honest not-available state. */
export default function ResetPassword() {
  return <NotAvailableYet titleKey="common:pageTitles.resetPassword" />;
}
