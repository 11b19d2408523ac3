import type { TrainingAdjustment, WorkoutType } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { dayLabel, dayList } from '../lib/format';
import { REASON_KEYS, TYPE_KEYS } from '../lib/labels';

/** The plan's changes to itself, newest first, each with its reason in the reader's language. */
export function AdjustmentHistory({ adjustments }: { adjustments: readonly TrainingAdjustment[] }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  if (!adjustments.length) return <p className="text-muted-foreground">{t('training:history.none')}</p>;
  return (
    <ol className="space-y-2" data-testid="adjustment-history">
      {adjustments.map((a) => {
        const p = a.reasonParams;
        const day = (value: unknown) => (typeof value === 'string' ? dayLabel(value, f.language) : '');
        const type = typeof p.type === 'string' ? TYPE_KEYS[p.type as WorkoutType] : undefined;
        const params = {
          ...p,
          date: day(p.date),
          from: day(p.from),
          to: day(p.to),
          easyTo: day(p.easyTo),
          type: type ? t(type) : '',
          days: typeof p.runDays === 'string' ? dayList(p.runDays.split(',').map(Number), f.language) : '',
        };
        return (
          <li key={a.id} className="rounded-md border p-3 text-sm">
            <p className="text-muted-foreground">{dayLabel(a.adjustmentDate, f.language)}</p>
            <p>{t(REASON_KEYS[a.reasonCode], params)}</p>
          </li>
        );
      })}
    </ol>
  );
}
