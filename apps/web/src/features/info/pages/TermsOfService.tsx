import { NotAvailableYet } from '@/components/not-available';

/** /terms-of-service: the terms of service. Not built yet, so it shows the honest not-available state. */
export default function TermsOfService() {
  return <NotAvailableYet titleKey="common:pageTitles.termsOfService" />;
}
