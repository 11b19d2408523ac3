import type { PlanWeek } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { dayLabel } from '../lib/format';
import { PHASE_KEYS } from '../lib/labels';
import { WorkoutText, WorkoutTitle } from './workout-text';

/** Every week of a plan: phase, kilometres and each workout, as a list a screen reader can walk. */
export function WeekList({ weeks }: { weeks: readonly PlanWeek[] }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  return (
    <ol className="space-y-3">
      {weeks.map((week) => (
        <li key={week.weekNumber} className="rounded-md border p-3">
          <h3 className="flex flex-wrap items-center gap-2 font-medium">
            {t('training:week.title', { number: week.weekNumber })}
            <Badge variant="secondary">{t(PHASE_KEYS[week.phase])}</Badge>
            {week.isCutback && <Badge variant="outline">{t('training:week.cutback')}</Badge>}
            <span className="text-sm font-normal text-muted-foreground">
              {t('training:week.planned', { km: f.number(week.plannedKm, { maximumFractionDigits: 1 }) })}
            </span>
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {week.workouts.map((w) => (
              <li key={w.id}>
                <span className="font-medium">
                  {dayLabel(w.date, f.language)} — <WorkoutTitle workout={w} />
                </span>
                <span className="block text-muted-foreground">
                  <WorkoutText workout={w} />
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
