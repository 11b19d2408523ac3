import { MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/utils';

/** Where a club meets (and how far away, in search) and its member count: the card and the club page. */
export function ClubFacts({
  club,
  className,
}: {
  club: { location: string; memberCount: number; distanceKm?: number | null };
  className?: string;
}) {
  const { t } = useTranslation('clubs');
  const fmt = useFormat();
  return (
    <p className={cn('flex flex-wrap gap-y-1 text-sm text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-4" />
        {club.location}
        {club.distanceKm != null &&
          ` · ${t('clubs:card.away', { distance: fmt.distanceKm(club.distanceKm, 1) })}`}
      </span>
      <span className="inline-flex items-center gap-1">
        <Users aria-hidden="true" className="size-4" />
        {t('clubs:card.members', { count: club.memberCount })}
      </span>
    </p>
  );
}
