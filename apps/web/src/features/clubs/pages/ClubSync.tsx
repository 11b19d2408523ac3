import { NotAvailableYet } from '@/components/not-available';

/** /club-sync and /strava-sync: importing club events from the fitness service. Not built yet, so it shows the honest not-available state. */
export default function ClubSync() {
  return <NotAvailableYet titleKey="common:pageTitles.clubSync" />;
}
