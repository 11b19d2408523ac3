import type { PlanPreview } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { translateMessage } from '@/lib/messages';
import { clock, paceRange } from '../lib/format';
import { ZONE_KEYS } from '../lib/labels';
import { WeekList } from './week-preview';

/**
 * The wizard's last step: what the goal asks beyond the runner's days and base (issue 27), the plan's
 * length, predicted time, pace zones and every week, before saving.
 */
export function WizardPreviewStep({ preview }: { preview: PlanPreview }) {
  const { t } = useTranslation(['training', 'messages']);
  const f = useFormat();
  const { schedule, warnings } = preview;
  const zones = ['easy', 'marathon', 'threshold', 'interval', 'repetition'] as const;
  return (
    <div className="space-y-4">
      <p>
        {t('training:wizard.summary', {
          weeks: schedule.durationWeeks,
          race: f.date(schedule.raceDate, 'long'),
          predicted: clock(schedule.paces.predictedRaceSec),
        })}
      </p>
      {warnings.length > 0 && (
        <div
          role="note"
          data-testid="plan-warnings"
          className="rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
        >
          <p className="font-medium">{t('training:warnings.title')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {warnings.map((w) => (
              <li key={w.code}>{translateMessage(t, { code: w.messageCode, params: w.params })}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="font-medium">{t('training:paces.title')}</h3>
        {schedule.paces.estimated && (
          <p className="text-sm text-muted-foreground">{t('training:paces.estimated')}</p>
        )}
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {zones.map((z) => (
            <div key={z}>
              <dt className="text-muted-foreground">{t(ZONE_KEYS[z])}</dt>
              <dd>{t('training:workout.pace', { pace: paceRange(schedule.paces.zones[z]) })}</dd>
            </div>
          ))}
        </dl>
      </div>
      <WeekList weeks={schedule.weeks} />
    </div>
  );
}
