import type { TrainingStats } from '@stride/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { clock } from '../lib/format';

const VolumeChart = lazy(() => import('./charts').then((m) => ({ default: m.VolumeChart })));
const PaceChart = lazy(() => import('./charts').then((m) => ({ default: m.PaceChart })));

/** Analytics: weekly volume and pace charts (hidden from screen readers), with the same figures as a table. */
export function Analytics({ stats }: { stats: TrainingStats }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  const labels = useMemo(
    () => ({
      week: t('training:progress.week'),
      planned: t('training:progress.plannedKm'),
      done: t('training:progress.doneKm'),
      pace: t('training:analytics.pace'),
    }),
    [t],
  );
  const hasPace = stats.weeks.some((w) => w.averagePaceSecPerKm !== null);
  // The charts (uPlot) load once the section comes into view: far down the dashboard on a phone.
  const [placeholderRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <div className="space-y-4">
      {!near && <Skeleton ref={placeholderRef} className="h-56 w-full" />}
      {near && (
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>
          <figure>
            <figcaption className="text-sm font-medium">{t('training:analytics.volume')}</figcaption>
            <VolumeChart stats={stats} labels={labels} />
          </figure>
          {hasPace && (
            <figure>
              <figcaption className="text-sm font-medium">{t('training:analytics.paceTitle')}</figcaption>
              <PaceChart stats={stats} labels={labels} />
            </figure>
          )}
        </Suspense>
      )}
      <details>
        <summary className="cursor-pointer text-sm">{t('training:analytics.asTable')}</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('training:analytics.tableCaption')}</caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="p-1">
                {labels.week}
              </th>
              <th scope="col" className="p-1">
                {labels.planned}
              </th>
              <th scope="col" className="p-1">
                {labels.done}
              </th>
              <th scope="col" className="p-1">
                {labels.pace}
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.weeks.map((w) => (
              <tr key={w.weekNumber} className="border-t">
                <th scope="row" className="p-1 text-left font-normal">
                  {w.weekNumber}
                </th>
                <td className="p-1">{f.number(w.plannedKm, { maximumFractionDigits: 1 })}</td>
                <td className="p-1">{f.number(w.completedKm, { maximumFractionDigits: 1 })}</td>
                <td className="p-1">{w.averagePaceSecPerKm === null ? '—' : clock(w.averagePaceSecPerKm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
