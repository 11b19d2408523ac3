import { RACE_DISTANCE_KM, addDays, daysBetween, weekdayOf, type TrainingSchedule } from '@stride/contracts';

/*
 * An independent check of every rule a plan must keep, written apart from the code that builds plans so
 * that tests (and the service, before it saves) can catch a builder that breaks one. Naive on purpose.
 */

export interface RuleViolation {
  rule:
    | 'numbers'
    | 'dates'
    | 'run_days'
    | 'long_run_day'
    | 'race'
    | 'weekly_cap'
    | 'single_run_cap'
    | 'long_run_longest';
  detail: string;
}

export interface RuleCheckOptions {
  /** Workouts before this date are history: checked against `actualKm`, not re-checked themselves. */
  fromDate?: string;
  /** What the runner actually ran before `fromDate` (date → km). */
  actualKm?: ReadonlyMap<string, number>;
}

const EPSILON = 1e-6;

export function planViolations(plan: TrainingSchedule, options: RuleCheckOptions = {}): RuleViolation[] {
  const out: RuleViolation[] = [];
  const fromDate = options.fromDate ?? plan.startDate;
  const actual = options.actualKm ?? new Map<string, number>();
  const workouts = plan.weeks.flatMap((w) => w.workouts);
  const add = (rule: RuleViolation['rule'], detail: string) => out.push({ rule, detail });

  for (const w of workouts) {
    const numbers = [
      w.distanceKm,
      w.estimatedDurationSec,
      w.paceRange.fastSecPerKm,
      w.paceRange.slowSecPerKm,
    ];
    if (!numbers.every((n) => Number.isFinite(n) && n > 0))
      add('numbers', `${w.date}: ${numbers.join(', ')}`);
    if (w.paceRange.fastSecPerKm > w.paceRange.slowSecPerKm) add('numbers', `${w.date}: pace range reversed`);
    for (const b of w.structure.blocks) {
      if (!(b.count >= 1 && b.distanceM > 0 && b.paceRange.fastSecPerKm <= b.paceRange.slowSecPerKm)) {
        add('numbers', `${w.date}: block ${JSON.stringify(b)}`);
      }
    }
  }

  // Dates: increasing, inside their week, inside the plan, one workout a day.
  for (const week of plan.weeks) {
    for (const w of week.workouts) {
      const offset = daysBetween(week.startDate, w.date);
      if (offset < 0 || offset > 6 || w.weekNumber !== week.weekNumber)
        add('dates', `${w.date} outside week ${week.weekNumber}`);
      if (w.id !== w.date || w.dayOfWeek !== weekdayOf(w.date))
        add('dates', `${w.date}: id or weekday wrong`);
    }
  }
  for (let i = 1; i < workouts.length; i++) {
    if (workouts[i]!.date <= workouts[i - 1]!.date)
      add('dates', `${workouts[i]!.date} does not follow ${workouts[i - 1]!.date}`);
  }
  const first = workouts[0];
  if (first && first.date < plan.startDate) add('dates', `${first.date} before the start ${plan.startDate}`);

  // The race: once, on race day, the last workout, the goal distance.
  const races = workouts.filter((w) => w.type === 'race');
  const last = workouts.at(-1);
  if (races.length !== 1 || last?.type !== 'race' || last.date !== plan.raceDate) {
    add('race', `races ${races.map((r) => r.date).join(', ')}; last ${last?.date}`);
  } else if (Math.abs(last.distanceKm - RACE_DISTANCE_KM[plan.goalDistance]) > 0.1) {
    add('race', `race distance ${last.distanceKm}`);
  }

  const future = workouts.filter((w) => w.date >= fromDate && w.type !== 'race');
  // A long run is on the long-run day, unless it is that week's missed long run moved to a later day.
  const missedLongBefore = (w: (typeof workouts)[number]) =>
    workouts.some(
      (m) =>
        m.type === 'long' &&
        m.weekNumber === w.weekNumber &&
        m.date < w.date &&
        m.date < fromDate &&
        m.dayOfWeek === plan.longRunDay &&
        !(actual.get(m.date)! > 0),
    );
  for (const w of future) {
    if (!plan.runDays.includes(w.dayOfWeek)) add('run_days', `${w.date} (day ${w.dayOfWeek})`);
    if (w.type === 'long' && w.dayOfWeek !== plan.longRunDay && !missedLongBefore(w))
      add('long_run_day', `${w.date} (day ${w.dayOfWeek})`);
  }

  // Effective running: what was run before fromDate, the plan from then on; the race is exempt.
  const baselineRun = { date: addDays(plan.startDate, -1), km: plan.baseline.longestRecentRunKm };
  const runs: Array<{ date: string; km: number }> = [
    ...[...actual].filter(([d, km]) => d < fromDate && km > 0).map(([date, km]) => ({ date, km })),
    ...future.map((w) => ({ date: w.date, km: w.distanceKm })),
  ];
  for (const w of future) {
    const windowStart = addDays(w.date, -30);
    const inWindow = [baselineRun, ...runs].filter((r) => r.date >= windowStart && r.date < w.date);
    const longest = Math.max(0, ...inWindow.map((r) => r.km));
    // After 30 days with no run at all, a restart run of up to 3 km.
    const cap = longest > 0 ? 1.1 * longest : 3;
    if (w.distanceKm > cap + EPSILON)
      add('single_run_cap', `${w.date}: ${w.distanceKm} km after a longest ${longest} km`);
  }
  let biggest = plan.baseline.currentWeeklyKm;
  for (const week of plan.weeks) {
    const end = addDays(week.startDate, 6);
    const km = runs.filter((r) => r.date >= week.startDate && r.date <= end).reduce((s, r) => s + r.km, 0);
    // What was already run cannot break the cap; the plan may add nothing that does.
    const planned = future.some((w) => w.date >= week.startDate && w.date <= end);
    if (planned && km > 1.1 * biggest + EPSILON)
      add('weekly_cap', `week ${week.weekNumber}: ${km} km after ${biggest} km`);
    biggest = Math.max(biggest, km);
    const long = week.workouts.find((w) => w.type === 'long' && w.date >= fromDate);
    for (const w of week.workouts) {
      if (long && w.date >= fromDate && w.type !== 'race' && w.distanceKm > long.distanceKm + EPSILON) {
        add('long_run_longest', `${w.date}: ${w.distanceKm} km beats the long run's ${long.distanceKm} km`);
      }
    }
  }
  return out;
}
