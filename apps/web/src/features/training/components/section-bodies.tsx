import type { TrainingPlanSummary } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/hooks/use-format';
import { usePlanAdjustments } from '../api/get-adjustments';
import { usePlanStats } from '../api/get-stats';
import { STATUS_KEYS } from '../lib/labels';
import { planName } from '../lib/plan-name';
import { AdjustmentHistory } from './adjustment-history';
import { Analytics } from './analytics';
import { ProgressTable, StatsCards } from './stats-cards';

// The training dashboard's later sections' bodies (TrainingPlanDashboard, LaterSection).

// Section bodies that read their own data, so its arrival re-renders the section, not the page.
export function StatsBody({ planId }: { planId: number }) {
  const stats = usePlanStats(planId);
  return stats.data ? <StatsCards stats={stats.data} /> : <Skeleton className="h-20 w-full" />;
}
export function ProgressBody({ planId }: { planId: number }) {
  const stats = usePlanStats(planId);
  return stats.data ? <ProgressTable stats={stats.data} /> : null;
}
export function AnalyticsBody({ planId }: { planId: number }) {
  const stats = usePlanStats(planId);
  return stats.data ? <Analytics stats={stats.data} /> : null;
}
export function HistoryBody({ planId }: { planId: number }) {
  const adjustments = usePlanAdjustments(planId);
  return <AdjustmentHistory adjustments={adjustments.data ?? []} />;
}

/** The runner's other plans (a replaced plan is cancelled, its history kept): each opens here. */
export function OtherPlans({ plans }: { plans: readonly TrainingPlanSummary[] }) {
  const { t } = useTranslation('training');
  const f = useFormat();
  return (
    <ul className="space-y-2 text-sm" data-testid="other-plans">
      {plans.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center gap-2">
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={`/training-plan-dashboard?plan=${p.id}`}
          >
            {planName(t, p)}
          </Link>
          <Badge variant="secondary">{t(STATUS_KEYS[p.status])}</Badge>
          <span className="text-muted-foreground">
            {f.date(p.startDate, 'long')}
            {p.endDate ? ` – ${f.date(p.endDate, 'long')}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
