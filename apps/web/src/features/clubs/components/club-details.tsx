import type { RunclubDetail } from '@stride/contracts';
import { CalendarDays, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import {
  ABILITY_LABELS,
  EVENT_DISTANCE_LABELS,
  optionLabel,
  optionList,
  WEEKDAY_LABELS,
} from '@/lib/option-labels';

/** The club page's side panel: its run days, yearly cost, distances and abilities. */
export function ClubDetails({ club }: { club: RunclubDetail }) {
  const { t } = useTranslation('clubs');
  const fmt = useFormat();
  return (
    <dl className="space-y-3 rounded-lg border p-4 text-sm">
      <div>
        <dt className="flex items-center gap-1 font-medium">
          <CalendarDays aria-hidden="true" className="size-4" />
          {t('clubs:detail.runDays')}
        </dt>
        <dd className="mt-1 flex flex-wrap gap-1">
          {club.runDays.length
            ? club.runDays.map((d) => (
                <Badge key={d} variant="secondary">
                  {optionLabel(t, WEEKDAY_LABELS, d)}
                </Badge>
              ))
            : t('clubs:detail.notSaid')}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 font-medium">
          <Wallet aria-hidden="true" className="size-4" />
          {t('clubs:detail.cost')}
        </dt>
        <dd className="mt-1">
          {club.annualCost === null
            ? t('clubs:detail.notSaid')
            : Number(club.annualCost) === 0
              ? t('clubs:detail.free')
              : t('clubs:detail.perYear', {
                  amount: fmt.number(Number(club.annualCost), {
                    style: 'currency',
                    currency: 'AUD',
                  }),
                })}
        </dd>
      </div>
      <div>
        <dt className="font-medium">{t('clubs:detail.distances')}</dt>
        <dd className="mt-1">
          {optionList(t, EVENT_DISTANCE_LABELS, club.distances, t('clubs:detail.notSaid'))}
        </dd>
      </div>
      <div>
        <dt className="font-medium">{t('clubs:detail.abilities')}</dt>
        <dd className="mt-1">
          {optionList(t, ABILITY_LABELS, club.abilityLevels, t('clubs:detail.notSaid'))}
        </dd>
      </div>
    </dl>
  );
}
