import { NotAvailableYet } from '@/components/not-available';

/** /create-visual: drag-and-drop event creation. Not built yet, so it shows the honest not-available state. */
export default function CreateEventVisual() {
  return <NotAvailableYet titleKey="common:pageTitles.createEventVisual" />;
}
