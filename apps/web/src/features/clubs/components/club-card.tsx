import type { RunclubCard } from '@stride/contracts';
import { MapPin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { RUN_DAY_LABELS } from '../lib/labels';
import { ClubLogo } from './club-logo';

/** One club in the search list. */
export function ClubCard({ club }: { club: RunclubCard }) {
  const { t } = useTranslation('clubs');
  const fmt = useFormat();
  return (
    <li className="flex gap-4 rounded-lg border bg-card p-4">
      <ClubLogo name={club.name} logoUrl={club.logoUrl} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="text-lg font-semibold">
          <Link to={`/runclubs/${club.id}`} className="hover:underline">
            {club.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {club.location}
            {club.distanceKm !== null &&
              ` · ${t('clubs:card.away', { distance: fmt.distanceKm(club.distanceKm, 1) })}`}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {t('clubs:card.members', { count: club.memberCount })}
          </span>
        </p>
        {club.runDays.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {club.runDays.map((d) => (
              <Badge key={d} variant="secondary">
                {t(RUN_DAY_LABELS[d] ?? 'clubs:runDay.monday')}
              </Badge>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
