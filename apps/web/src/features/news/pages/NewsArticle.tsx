import { NotAvailableYet } from '@/components/not-available';

/** /news/:slug: one news article. Not built yet, so it shows the honest not-available state. */
export default function NewsArticle() {
  return <NotAvailableYet titleKey="common:pageTitles.newsArticle" />;
}
