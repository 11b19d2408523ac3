import {
  LONG_RUN_SHARE_WARNING,
  PLAN_LIMITS,
  PLAN_WEEKS,
  TRAINING_MESSAGES,
  messageText,
  type PlanWarning,
  type PlanWarningCode,
} from '@stride/contracts';
import type { PlanState } from './types.ts';

/**
 * The largest share of a week's running its long run takes, over the plan's whole weeks of training, with
 * the week it happens in. A first week starting mid-week is not whole, and the taper is left out: it cuts
 * the other runs first, so its long run's share rises by design.
 */
export function longestLongRunShare(plan: Pick<PlanState, 'weeks' | 'startDate'>): {
  share: number;
  week: number | null;
} {
  let best = { share: 0, week: null as number | null };
  for (const week of plan.weeks) {
    if (week.startDate < plan.startDate || week.phase === 'taper') continue;
    const training = week.workouts.filter((w) => w.type !== 'race');
    const total = training.reduce((s, w) => s + w.distanceKm, 0);
    const long = training.find((w) => w.type === 'long');
    if (!long || total <= 0) continue;
    const share = long.distanceKm / total;
    if (share > best.share) best = { share, week: week.weekNumber };
  }
  return best;
}

const MESSAGE: Record<PlanWarningCode, (typeof TRAINING_MESSAGES)[keyof typeof TRAINING_MESSAGES]> = {
  add_run_day: TRAINING_MESSAGES.warnAddRunDay,
  build_base: TRAINING_MESSAGES.warnBuildBase,
  later_race: TRAINING_MESSAGES.warnLaterRace,
};

/**
 * When the goal needs more than the runner's days and base allow, a long run takes more than 40 % of
 * its week (Daniels keeps it to 25–30 % on higher mileage). The preview says so, once per remedy that
 * applies: another run day (below 6), more base first (always), a later race (below the distance's
 * longest plan).
 */
export function planWarnings(plan: PlanState): PlanWarning[] {
  const { share, week } = longestLongRunShare(plan);
  if (share <= LONG_RUN_SHARE_WARNING || week === null) return [];
  const codes: PlanWarningCode[] = [
    ...(plan.daysPerWeek < PLAN_LIMITS.daysPerWeekMax ? (['add_run_day'] as const) : []),
    'build_base',
    ...(plan.durationWeeks < PLAN_WEEKS[plan.goalDistance].max ? (['later_race'] as const) : []),
  ];
  const params = { percent: Math.round(share * 100), week };
  return codes.map((code) => ({
    code,
    message: messageText(MESSAGE[code], params),
    messageCode: MESSAGE[code],
    params,
  }));
}
