import {
  addDays,
  daysBetween,
  mondayOf,
  weekdayOf,
  type PlanGoalDistance,
  type PlanWorkout,
  type TrainingPaces,
} from '@stride/contracts';
import { RESTART_RUN_KM, RunHistory, SINGLE_RUN_CAP, WEEKLY_GROWTH_CAP } from './caps.ts';
import { exceedsQualityCaps, longRunCapKm } from './coach-caps.ts';
import { CUTBACK_FACTOR } from './design.ts';
import { describeWorkout } from './describe.ts';
import { buildSessionOrEasy, isQuality, MIN_RUN_KM } from './sessions.ts';
import type { AdaptationState, CheckInWindow, PlanSlot, WeekState } from './types.ts';

export interface MaterializeInput {
  goalDistance: PlanGoalDistance;
  startDate: string;
  baseline: { currentWeeklyKm: number; longestRecentRunKm: number };
  paces: TrainingPaces;
  weeks: WeekState[];
  adaptation: AdaptationState;
}

export interface MaterializeOptions {
  /** Workouts before this date stay as they are; from it on they are sized again. */
  fromDate: string;
  /** Kilometres the runner actually ran on dates before `fromDate` (missed runs: absent or 0). */
  actualKm?: ReadonlyMap<string, number>;
  /** Mark workouts that come out different from before as adjusted. */
  markChanges?: boolean;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

function easeFor(date: string, adaptation: AdaptationState) {
  let distanceFactor = 1;
  let paceFactor = 1;
  for (const ease of adaptation.eases) {
    if (date >= ease.fromDate && date <= ease.toDate) {
      distanceFactor = Math.min(distanceFactor, ease.distanceFactor);
      paceFactor = Math.max(paceFactor, ease.paceFactor);
    }
  }
  return { distanceFactor, paceFactor };
}

const isLong = (s: PlanSlot) => s.session === 'long' || s.session === 'long_mp';

const WINDOW_PRIORITY: Record<CheckInWindow['kind'], number> = { rest: 3, travel: 2, easy: 1 };

/** The check-in window over a date: rest before travel before easy, the smallest distance kept. */
export function windowOn(date: string, adaptation: AdaptationState): CheckInWindow | undefined {
  let found: CheckInWindow | undefined;
  for (const w of adaptation.windows ?? []) {
    if (date < w.fromDate || date > w.toDate) continue;
    if (
      !found ||
      WINDOW_PRIORITY[w.kind] > WINDOW_PRIORITY[found.kind] ||
      (w.kind === found.kind && w.distanceFactor < found.distanceFactor)
    )
      found = w;
  }
  return found;
}

/**
 * A slot as a check-in reshapes it: gone on a rest day, a shorter easy run on an easy or travel day.
 * The race is never touched: it is the runner's to run or not.
 */
function shapeSlot(slot: PlanSlot, adaptation: AdaptationState): PlanSlot | null {
  if (slot.session === 'race') return slot;
  const window = windowOn(slot.date, adaptation);
  if (!window) return slot;
  if (window.kind === 'rest') return null;
  return { date: slot.date, session: 'easy', targetKm: slot.targetKm * window.distanceFactor };
}

/**
 * Cuts a week's budgets to `limit` km. Easy runs go first, so the long run and the quality session
 * survive a cutback, a taper or a held week (intensity kept while volume drops); then the long run and
 * quality together, in proportion. When the easy runs left are too short to be useful, there are fewer
 * of them, so a small week becomes fewer runs rather than none.
 */
function shrinkToLimit(budgets: Map<PlanSlot, number>, limit: number): void {
  const entries = [...budgets];
  const sum = (list: typeof entries) => list.reduce((t, [, b]) => t + b, 0);
  const easy = entries.filter(([s]) => !isQuality(s.session) && !isLong(s));
  const core = entries.filter(([s]) => isQuality(s.session) || isLong(s));
  const room = Math.max(0, limit);
  if (sum(entries) <= room) return;
  const coreKm = sum(core);
  const easyFactor = sum(easy) > 0 ? Math.max(0, room - coreKm) / sum(easy) : 0;
  const coreFactor = coreKm > room ? room / coreKm : 1;
  for (const [s, b] of easy) budgets.set(s, b * easyFactor);
  for (const [s, b] of core) budgets.set(s, b * coreFactor);
  // Too little for every easy run to be a useful one: fewer, equal easy runs (the first ones kept).
  const easyKm = easy.reduce((t, [s]) => t + budgets.get(s)!, 0);
  if (easy.length && easyKm / easy.length < MIN_RUN_KM) {
    const keep = Math.max(1, Math.floor(easyKm / MIN_RUN_KM));
    easy.forEach(([s], i) => budgets.set(s, i < keep ? easyKm / keep : 0));
  }
}

/**
 * Sessions are sized from the week's designed volume, but the week a runner gets can be smaller (a
 * cutback, a taper, a held or eased week, the caps). Once the week is built, each quality session is
 * checked against the coach's limits for the week's real kilometres (coach-caps.ts) and built again for
 * them when it holds too much (same distance, less quality work). A rebuilt session may come out shorter,
 * which makes the week smaller: a few rounds settle it, and a session still over its limit after them
 * becomes an easy run.
 */
function holdQualityCaps(
  training: readonly PlanSlot[],
  made: Map<string, PlanWorkout>,
  pastKm: number,
  rebuild: (slot: PlanSlot, budget: number, weekKm: number) => PlanWorkout | undefined,
  paceFactorOn: (slot: PlanSlot) => number,
  paces: MaterializeInput['paces'],
): void {
  const weekKm = () =>
    [...made.values()].filter((w) => w.type !== 'race').reduce((sum, w) => sum + w.distanceKm, pastKm);
  for (let round = 0; round < 6; round++) {
    let changed = false;
    for (const slot of training) {
      const workout = made.get(slot.date);
      if (!workout || !exceedsQualityCaps(workout, weekKm(), paces, paceFactorOn(slot))) continue;
      // Built again at the same size for the week's real kilometres: its quality part is sized to them.
      const fallback = round < 5 ? slot : { ...slot, session: 'easy' as const };
      if (!rebuild(fallback, workout.distanceKm, weekKm())) made.delete(slot.date);
      changed = true;
    }
    if (!changed) return;
  }
}

/**
 * Turns slots into workouts from `fromDate` on, sized by the design, the feedback (eases, a held
 * volume) and the caps, given what the runner actually ran before. Each week's budget is first held
 * under the weekly cap, then each run under the single-run cap, the long run first so that no other run
 * of the week is longer than it. Past workouts are never changed.
 */
export function materializeWeeks(plan: MaterializeInput, options: MaterializeOptions): WeekState[] {
  const { fromDate } = options;
  const actual = options.actualKm ?? new Map<string, number>();
  const history = new RunHistory();
  history.add({ date: addDays(plan.startDate, -1), km: plan.baseline.longestRecentRunKm });
  for (const [date, km] of actual) if (date < fromDate && km > 0) history.add({ date, km });
  let biggestWeek = plan.baseline.currentWeeklyKm;
  // The week before, when it is still to come: a cutback week holds 75 % of what it actually plans.
  let plannedWeekBefore: number | null = null;
  // The plan's biggest week so far (actual where run), which the taper cuts from.
  let peakWeek = 0;

  return plan.weeks.map((week) => {
    const weekEnd = addDays(week.startDate, 6);
    let pastKm = 0;
    for (const [date, km] of actual)
      if (date >= week.startDate && date <= weekEnd && date < fromDate) pastKm += km;
    if (weekEnd < fromDate) {
      biggestWeek = Math.max(biggestWeek, pastKm);
      peakWeek = Math.max(peakWeek, pastKm);
      return week;
    }
    const weekBefore = week.startDate >= fromDate ? plannedWeekBefore : null;
    const previous = new Map(week.workouts.map((w) => [w.date, w]));
    const kept = week.workouts.filter((w) => w.date < fromDate);
    const future = week.slots
      .filter((s) => s.date >= fromDate)
      .flatMap((s) => shapeSlot(s, plan.adaptation) ?? []);
    const training = future.filter((s) => s.session !== 'race');

    const budgets = new Map<PlanSlot, number>(
      training.map((s) => [s, s.targetKm * easeFor(s.date, plan.adaptation).distanceFactor]),
    );
    let limit = WEEKLY_GROWTH_CAP * biggestWeek - pastKm;
    const hold = plan.adaptation.hold;
    if (hold && week.weekNumber >= hold.fromWeek) limit = Math.min(limit, hold.km - pastKm);
    const rebuild = plan.adaptation.rebuild;
    if (rebuild && weekEnd >= rebuild.fromDate) {
      // Back from an injury: the reduced volume grows at most 10 % a week from the week of the return.
      const weeksBack = Math.max(0, Math.round(daysBetween(mondayOf(rebuild.fromDate), week.startDate) / 7));
      limit = Math.min(limit, rebuild.km * WEEKLY_GROWTH_CAP ** weeksBack - pastKm);
    }
    if (week.isCutback && weekBefore !== null) limit = Math.min(limit, CUTBACK_FACTOR * weekBefore);
    if (week.taperShare !== null) limit = Math.min(limit, week.taperShare * peakWeek - pastKm);
    shrinkToLimit(budgets, limit);

    const made = new Map<string, PlanWorkout>();
    const build = (slot: PlanSlot, budget: number, weekKm = week.targetKm) => {
      const { paceFactor } =
        slot.session === 'race' ? { paceFactor: 1 } : easeFor(slot.date, plan.adaptation);
      const ctx = { paces: plan.paces, goalDistance: plan.goalDistance, weekKm, paceFactor };
      const built = buildSessionOrEasy(slot.session, budget, ctx);
      if (!built) return undefined;
      const before = previous.get(slot.date);
      const movable = windowOn(slot.date, plan.adaptation)?.kind === 'travel' && slot.session !== 'race';
      const changed =
        !before ||
        before.distanceKm !== built.distanceKm ||
        before.type !== built.type ||
        paceFactor !== 1 ||
        Boolean(before.movable) !== movable;
      const workout: PlanWorkout = {
        id: slot.date,
        date: slot.date,
        weekNumber: week.weekNumber,
        dayOfWeek: weekdayOf(slot.date),
        type: built.type,
        distanceKm: built.distanceKm,
        paceZone: built.paceZone,
        paceRange: built.paceRange,
        structure: built.structure,
        description: describeWorkout(built.type, built.structure, built.distanceKm),
        estimatedDurationSec: built.estimatedDurationSec,
        completed: before?.completed ?? false,
        adjusted: Boolean(options.markChanges && changed) || (before?.adjusted ?? false),
        ...(movable ? { movable: true } : {}),
      };
      made.set(slot.date, workout);
      return workout;
    };

    // The week's runs so far, for the 30-day window of its later days.
    const weekRuns = new RunHistory();
    const capOn = (date: string) =>
      SINGLE_RUN_CAP * Math.max(history.longestBefore(date), weekRuns.longestBefore(date)) || RESTART_RUN_KM;
    const longSlot = training.find(isLong);
    // The long run's cap looks only at runs before this week: a subset of its window, so never too high.
    // It is also the coach's cap at the runner's easy pace (150 minutes; a marathon's 3 hours, 32 km).
    const longCap = (slot: PlanSlot) =>
      Math.min(
        history.singleRunCap(slot.date),
        longRunCapKm(plan.paces, plan.goalDistance, easeFor(slot.date, plan.adaptation).paceFactor),
      );
    const long = longSlot && build(longSlot, Math.min(budgets.get(longSlot)!, longCap(longSlot)));
    if (long) weekRuns.add({ date: long.date, km: long.distanceKm });
    for (const slot of training) {
      if (slot === longSlot) continue;
      const cap = Math.min(capOn(slot.date), long ? long.distanceKm : Infinity);
      const workout = build(slot, Math.min(budgets.get(slot)!, cap));
      if (workout) weekRuns.add({ date: workout.date, km: workout.distanceKm });
    }
    for (const slot of future) if (slot.session === 'race') build(slot, Infinity);
    holdQualityCaps(
      training,
      made,
      pastKm,
      (slot, budget, weekKm) => build(slot, budget, weekKm),
      (slot) => easeFor(slot.date, plan.adaptation).paceFactor,
      plan.paces,
    );

    const workouts = [...kept, ...made.values()].sort((a, b) => a.date.localeCompare(b.date));
    const trainingKm = workouts
      .filter((w) => w.date >= fromDate && w.type !== 'race')
      .reduce((s, w) => s + w.distanceKm, pastKm);
    for (const w of workouts)
      if (w.date >= fromDate && w.type !== 'race') history.add({ date: w.date, km: w.distanceKm });
    biggestWeek = Math.max(biggestWeek, trainingKm);
    plannedWeekBefore = trainingKm;
    if (week.taperShare === null) peakWeek = Math.max(peakWeek, trainingKm);
    return { ...week, workouts, plannedKm: round1(workouts.reduce((s, w) => s + w.distanceKm, 0)) };
  });
}
