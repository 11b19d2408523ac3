import { addDays } from '@stride/contracts';
import { feedbackHistory, type FeedbackEntry } from './adapt.ts';
import { layoutWeek } from './layout.ts';
import { materializeWeeks } from './materialize.ts';
import { adjustment, type NewAdjustment } from './reasons.ts';
import type { PlanState } from './types.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const mondayFirst = (days: readonly number[]) => [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));

/**
 * Moves the rest of a plan to new run days (PATCH runDays/longRunDay): every week from today on is laid
 * out again from its design on the new days, with what is left of the current week's volume, and sized
 * under the caps against what the runner actually ran. Past workouts stay where they were.
 */
export function reschedulePlan(
  plan: PlanState,
  change: { runDays: readonly number[]; longRunDay: number },
  feedback: readonly FeedbackEntry[],
  today: string,
): { plan: PlanState; adjustments: NewAdjustment[] } {
  const runDays = [...change.runDays].sort((a, b) => a - b);
  const { fromDate, actualKm } = feedbackHistory(plan, feedback, today);
  const weeks = plan.weeks.map((week) => {
    if (addDays(week.startDate, 6) < fromDate) return week;
    const kept = week.slots.filter((s) => s.date < fromDate);
    const usedKm = week.workouts
      .filter((w) => w.date < fromDate && w.type !== 'race')
      .reduce((s, w) => s + w.distanceKm, 0);
    const slots = layoutWeek(week, {
      goalDistance: plan.goalDistance,
      runDays,
      longRunDay: change.longRunDay,
      startDate: plan.startDate,
      raceDate: plan.raceDate,
      fromDate,
      budgetKm: week.targetKm - usedKm,
      sessionContext: { paces: plan.paces, goalDistance: plan.goalDistance },
    });
    return { ...week, slots: [...kept, ...slots] };
  });
  const moved: PlanState = {
    ...plan,
    runDays,
    longRunDay: change.longRunDay,
    daysPerWeek: runDays.length,
    weeks,
  };
  const days = mondayFirst(runDays).map((d) => DAY_NAMES[d]!);
  const current = plan.weeks.find((w) => addDays(w.startDate, 6) >= fromDate);
  return {
    plan: { ...moved, weeks: materializeWeeks(moved, { fromDate, actualKm, markChanges: true }) },
    adjustments: [
      adjustment({
        key: `schedule:${today}:${runDays.join('')}:${change.longRunDay}`,
        adjustmentDate: today,
        adjustmentType: 'schedule_change',
        reasonCode: 'run_days_changed',
        reasonParams: {
          days: days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : days.join(''),
          runDays: mondayFirst(runDays).join(','),
          longRunDay: change.longRunDay,
        },
        previousValue: plan.runDays.length,
        newValue: runDays.length,
        difficultyMultiplier: null,
        performanceScore: null,
        weekNumber: current?.weekNumber ?? null,
      }),
    ],
  };
}
