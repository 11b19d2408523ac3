import type { TrainingStats } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { clock } from '../lib/format';

/** Stats: only what the runner reported (runs, distance, time, average pace). */
export function StatsCards({ stats }: { stats: TrainingStats }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  const items = [
    [t('training:stats.runsCompleted'), f.number(stats.runsCompleted)],
    [t('training:stats.totalDistance'), f.distanceKm(stats.totalDistanceKm, 1)],
    [t('training:stats.totalTime'), clock(stats.totalTimeSec)],
    [
      t('training:stats.averagePace'),
      stats.averagePaceSecPerKm === null
        ? '—'
        : t('training:workout.pace', { pace: clock(stats.averagePaceSecPerKm) }),
    ],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="plan-stats">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold">{value}</dd>
        </div>
      ))}
      {stats.completionRate !== null && (
        <div className="col-span-2 rounded-lg border p-3 lg:col-span-4">
          <dt className="text-sm text-muted-foreground">{t('training:stats.completionRate')}</dt>
          <dd className="font-semibold">{f.number(stats.completionRate, { style: 'percent' })}</dd>
        </div>
      )}
    </dl>
  );
}

/** Progress: planned against done, week by week, up to the current week. */
export function ProgressTable({ stats }: { stats: TrainingStats }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  const weeks = stats.weeks.filter((w) => w.weekNumber <= stats.currentWeek);
  const km = (v: number) => f.number(v, { maximumFractionDigits: 1 });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('training:progress.caption')}</caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="p-2">
              {t('training:progress.week')}
            </th>
            <th scope="col" className="p-2">
              {t('training:progress.plannedKm')}
            </th>
            <th scope="col" className="p-2">
              {t('training:progress.doneKm')}
            </th>
            <th scope="col" className="p-2">
              {t('training:progress.runs')}
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekNumber} className="border-t">
              <th scope="row" className="p-2 text-left font-medium">
                {w.weekNumber}
              </th>
              <td className="p-2">{km(w.plannedKm)}</td>
              <td className="p-2">
                <span className="flex items-center gap-2">
                  {km(w.completedKm)}
                  <span aria-hidden="true" className="h-2 w-20 overflow-hidden rounded bg-muted">
                    <span
                      className="block h-full bg-primary"
                      style={{
                        width: `${Math.min(100, w.plannedKm ? (w.completedKm / w.plannedKm) * 100 : 0)}%`,
                      }}
                    />
                  </span>
                </span>
              </td>
              <td className="p-2">
                {t('training:progress.runsOf', { done: w.completedRuns, planned: w.plannedRuns })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
