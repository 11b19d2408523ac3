import { formatDuration, type TrainingPlan } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/hooks/use-format';
import { STATUS_KEYS } from '../lib/labels';
import { planName } from '../lib/plan-name';

/** The dashboard's outer element. */
export const PLAN_PAGE_CLASS = 'mx-auto w-full max-w-5xl space-y-4 px-4 py-8';

/**
 * The plan's name, status and summary: the dashboard's top and its largest text. The server paints the
 * same markup from the HTML before any script runs (apps/server/src/modules/training-plans/
 * dashboard-page.ts, issue 30); plan-header.test.tsx and the server's test hold both to
 * plan-header.golden.json, so change them together.
 */
export function PlanHeader({ plan }: { plan: TrainingPlan }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  return (
    <header className="space-y-1">
      <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold">
        {planName(t, plan)}
        <Badge variant={plan.status === 'active' ? 'success' : 'secondary'} data-testid="plan-status">
          {t(STATUS_KEYS[plan.status])}
        </Badge>
      </h1>
      <p className="text-muted-foreground">
        {t('training:dashboard.summary', {
          week: plan.currentWeek,
          weeks: plan.schedule.durationWeeks,
          race: f.date(plan.schedule.raceDate, 'long'),
          predicted: formatDuration(plan.schedule.paces.predictedRaceSec),
        })}
      </p>
    </header>
  );
}
