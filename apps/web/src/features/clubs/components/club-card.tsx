import type { RunclubCard } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { optionLabel, WEEKDAY_LABELS } from '@/lib/option-labels';
import { ClubFacts } from './club-facts';
import { ClubLogo } from './club-logo';

/** One club in the search list. */
export function ClubCard({ club }: { club: RunclubCard }) {
  const { t } = useTranslation('clubs');
  return (
    <li className="flex gap-4 rounded-lg border bg-card p-4">
      <ClubLogo name={club.name} logoUrl={club.logoUrl} />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="text-lg font-semibold">
          <Link to={`/runclubs/${club.id}`} className="hover:underline">
            {club.name}
          </Link>
        </h3>
        <ClubFacts club={club} className="items-center gap-x-3" />
        {club.runDays.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {club.runDays.map((d) => (
              <Badge key={d} variant="secondary">
                {optionLabel(t, WEEKDAY_LABELS, d)}
              </Badge>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
