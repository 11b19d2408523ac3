import { NotAvailableYet } from '@/components/not-available';

/** /community-heat-map: the community heat map. Not built yet, so it shows the honest not-available state. */
export default function CommunityHeatMap() {
  return <NotAvailableYet titleKey="common:pageTitles.communityHeatMap" />;
}
