import { PLAN_CHECK_IN_DAYS, PLAN_CHECK_IN_STATUSES, type PlanCheckInStatus } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/form-field';
import { CHECK_IN_KEYS } from '../lib/labels';

/** Statuses that cover a number of days (sick, tired, travelling); fine and injured do not. */
const WITH_DAYS: ReadonlySet<PlanCheckInStatus> = new Set(['sick', 'tired', 'travelling']);
const DAY_CHOICES = Array.from(
  { length: PLAN_CHECK_IN_DAYS.max - PLAN_CHECK_IN_DAYS.min + 1 },
  (_, i) => PLAN_CHECK_IN_DAYS.min + i,
);

/**
 * "How are you feeling?" (issue 27): one tap tells the plan. Sick, tired and travelling cover the next
 * days (3 unless the runner picks another number); injured pauses the plan; fine ends any of them.
 */
export function CheckIn({
  onCheckIn,
  pending,
}: {
  onCheckIn: (input: { status: PlanCheckInStatus; days?: number }) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('training');
  const daysId = useId();
  const [days, setDays] = useState<number>(PLAN_CHECK_IN_DAYS.default);
  return (
    <div className="space-y-3" data-testid="check-in">
      <p className="text-sm text-muted-foreground">{t('training:checkIn.intro')}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <label htmlFor={daysId}>{t('training:checkIn.days')}</label>
        <div className="w-24">
          <select
            id={daysId}
            className={controlClass}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {DAY_CHOICES.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {PLAN_CHECK_IN_STATUSES.map((status) => (
          <Button
            key={status}
            type="button"
            size="sm"
            variant={status === 'fine' ? 'default' : 'outline'}
            disabled={pending}
            onClick={() => onCheckIn(WITH_DAYS.has(status) ? { status, days } : { status })}
          >
            {t(CHECK_IN_KEYS[status])}
          </Button>
        ))}
      </div>
    </div>
  );
}
