import type { Activity } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { useRuns } from '../api/get-runs';
import { clock, dayLabel } from '../lib/format';

const SOURCE_KEYS: Record<Activity['source'], string> = {
  strava: 'training:runs.sources.strava',
  upload: 'training:runs.sources.upload',
  manual: 'training:runs.sources.manual',
};

/**
 * The runner's latest runs. Runs from Strava link to their page ("View on Strava") and carry Strava's
 * attribution, as Strava's brand guidelines ask wherever its data is shown.
 */
export function RecentRuns() {
  const { t } = useTranslation('training');
  const f = useFormat();
  const runs = useRuns();
  const items = runs.data?.items ?? [];
  if (!items.length) return <p className="text-sm text-muted-foreground">{t('training:runs.none')}</p>;
  return (
    <div className="space-y-2" data-testid="recent-runs">
      <ul className="space-y-2 text-sm">
        {items.map((run) => (
          <li
            key={run.id}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-md border p-3"
          >
            <div>
              <p className="font-medium">{run.name || t(SOURCE_KEYS[run.source])}</p>
              <p className="text-muted-foreground">
                {dayLabel(run.startDate.slice(0, 10), f.language)} ·{' '}
                {t('training:runs.summary', {
                  km: f.number(run.distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  time: clock(run.movingTimeSec),
                  pace: run.avgPaceSecPerKm ? clock(run.avgPaceSecPerKm) : '–',
                })}
              </p>
            </div>
            {run.stravaUrl ? (
              <a
                href={run.stravaUrl}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-[#FC5200] underline-offset-4 hover:underline"
              >
                {t('training:runs.viewOnStrava')}
              </a>
            ) : (
              <span className="text-muted-foreground">{t(SOURCE_KEYS[run.source])}</span>
            )}
          </li>
        ))}
      </ul>
      {items.some((run) => run.source === 'strava') && (
        <p className="text-xs text-muted-foreground">{t('training:runs.poweredByStrava')}</p>
      )}
    </div>
  );
}
