import { NotAvailableYet } from '@/components/not-available';

/** /news: the news list. Not built yet, so it shows the honest not-available state. */
export default function NewsList() {
  return <NotAvailableYet titleKey="common:pageTitles.news" />;
}
