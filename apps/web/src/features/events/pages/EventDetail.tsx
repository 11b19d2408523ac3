import { NotAvailableYet } from '@/components/not-available';

/** /events/:id: an event and its share link. Not built yet, so it shows the honest not-available state. */
export default function EventDetail() {
  return <NotAvailableYet titleKey="common:pageTitles.eventDetail" />;
}
