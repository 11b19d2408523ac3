import { NotAvailableYet } from '@/components/not-available';

/** /privacy-policy: the privacy policy. Not built yet, so it shows the honest not-available state. */
export default function PrivacyPolicy() {
  return <NotAvailableYet titleKey="common:pageTitles.privacyPolicy" />;
}
