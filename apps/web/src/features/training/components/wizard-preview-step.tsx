import type { PlanPreview } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { clock, paceRange } from '../lib/format';
import { ZONE_KEYS } from '../lib/labels';
import { WeekList } from './week-preview';

/** The wizard's last step: the plan's length, predicted time, pace zones and every week, before saving. */
export function WizardPreviewStep({ preview }: { preview: PlanPreview }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  const { schedule } = preview;
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
