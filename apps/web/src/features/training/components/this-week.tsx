import type { PlanWorkout, TrainingPlan } from '@stride/contracts';
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/hooks/use-format';
import { dayLabel, paceRange } from '../lib/format';
import { WorkoutText, WorkoutTitle } from './workout-text';

/**
 * This Week: today's workout first, then the rest of the week in order; 'Mark Done' up to today (any
 * earlier day of the week too), and on today's workout until it is done, `todayExtra` (uploading a run).
 */
export function ThisWeek({
  plan,
  onMarkDone,
  pending,
  todayExtra,
}: {
  plan: TrainingPlan;
  onMarkDone: (workout: PlanWorkout) => void;
  pending: boolean;
  todayExtra?: ReactNode;
}) {
  const { t } = useTranslation('training');
  const f = useFormat();
  const week = plan.schedule.weeks.find((w) => w.weekNumber === plan.currentWeek);
  const all = week?.workouts ?? [];
  const ordered = [...all.filter((w) => w.date === plan.today), ...all.filter((w) => w.date !== plan.today)];
  const canMark = plan.status === 'active' || plan.status === 'paused';
  if (!ordered.length) return <p className="text-muted-foreground">{t('training:thisWeek.none')}</p>;
  return (
    <ul className="space-y-3">
      {ordered.map((w) => {
        const isToday = w.date === plan.today;
        return (
          <li
            key={w.id}
            data-testid={isToday ? 'todays-workout' : undefined}
            className={isToday ? 'rounded-lg border-2 border-primary p-4' : 'rounded-lg border p-4'}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="text-sm text-muted-foreground">
                  {isToday ? t('training:thisWeek.today') : dayLabel(w.date, f.language)}
                  {w.adjusted && (
                    <Badge variant="outline" className="ml-2">
                      {t('training:thisWeek.adjusted')}
                    </Badge>
                  )}
                  {w.movable && (
                    <Badge variant="outline" className="ml-2">
                      {t('training:checkIn.movable')}
                    </Badge>
                  )}
                </p>
                <h3 className="font-semibold">
                  <WorkoutTitle workout={w} />
                </h3>
                <p className="text-sm">
                  <WorkoutText workout={w} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {t('training:workout.pace', { pace: paceRange(w.paceRange) })}
                </p>
              </div>
              {w.completed ? (
                <Badge variant="success">
                  <Check aria-hidden="true" className="size-3" /> {t('training:thisWeek.done')}
                </Badge>
              ) : (
                canMark &&
                w.date <= plan.today && (
                  <Button type="button" size="sm" disabled={pending} onClick={() => onMarkDone(w)}>
                    {t('training:thisWeek.markDone')}
                  </Button>
                )
              )}
            </div>
            {isToday && !w.completed && canMark && todayExtra && <div className="mt-3">{todayExtra}</div>}
          </li>
        );
      })}
    </ul>
  );
}
