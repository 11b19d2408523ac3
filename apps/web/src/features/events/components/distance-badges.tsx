import { LIMITS } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { distanceLabel } from '../lib/labels';

/** Up to 3 distance badges, then '+N more' (SPEC 2 and 9). */
export function DistanceBadges({
  distances,
  max = LIMITS.detailDistanceBadges,
}: {
  distances: string[];
  max?: number;
}) {
  const { t } = useTranslation('events');
  const shown = distances.slice(0, max);
  const rest = distances.length - shown.length;
  return (
    <div className="flex flex-wrap gap-1.5">
      {shown.map((d) => (
        <Badge key={d} variant="accent">
          {distanceLabel(t, d)}
        </Badge>
      ))}
      {rest > 0 && <Badge variant="outline">{t('events:detail.moreCount', { count: rest })}</Badge>}
    </div>
  );
}
