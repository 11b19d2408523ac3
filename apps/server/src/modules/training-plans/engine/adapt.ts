import { addDays, type PlanWorkout } from '@stride/contracts';
import { materializeWeeks } from './materialize.ts';
import { moveMissedSessions } from './move-missed.ts';
import { adjustment, type NewAdjustment } from './reasons.ts';
import type { AdaptationState, Ease, PlanState, WeekState } from './types.ts';

/** What the engine reads from a workout_feedback row. */
export interface FeedbackEntry {
  workoutDate: string;
  completed: boolean;
  /** km */
  actualDistance?: number | null;
  /** seconds (with the distance, the pace the run was actually run at) */
  actualDuration?: number | null;
  effortRating?: number | null;
  energyLevel?: number | null;
  recoveryRating?: number | null;
}

/** Effort 9–10 of 10 is "too hard"; energy or recovery of 1–2 of 5 is "low". */
export const HARD_EFFORT = 9;
export const LOW_RATING = 2;
/** "Easy" feedback: effort 6 or less. */
export const EASY_EFFORT = 6;
/** An eased week: 20 % less distance; 3 % slower paces when easy running itself felt too hard. */
export const EASE_DISTANCE = 0.8;
export const EASE_PACE = 1.03;
export const EASE_DAYS = 7;
/** Two or more missed runs in a week hold the volume. */
export const MISSED_RUNS_FOR_HOLD = 2;
/**
 * "Far slower than its zone with high effort": a steady run at least 8 % slower than the slow end of its
 * pace range, with effort 7 or more, eases the next days like a run that felt too hard (issue 27).
 */
export const SLOW_MARGIN = 0.08;
export const SLOW_EFFORT = 7;
/** "Inside its zone": within 3 % of the workout's pace range either way (GPS and hills blur a pace). */
export const ZONE_TOLERANCE = 0.03;

/** Runs at one pace (easy, recovery, long): their average pace says how they went. */
const STEADY_TYPES = new Set(['easy', 'recovery', 'long']);

export interface AdaptOptions {
  /**
   * Kilometres run on dates outside any workout report (runs that completed no workout): they count as
   * running for the caps like reported runs do.
   */
  extraKm?: ReadonlyMap<string, number>;
}

/** Seconds per km the run was run at, when the report has a distance and a time. */
function actualPace(f: FeedbackEntry): number | null {
  return f.actualDistance && f.actualDuration ? f.actualDuration / f.actualDistance : null;
}

/** How much slower than its pace range a steady run was (0.1 = 10 %), or null when it cannot be said. */
export function slowerThanZone(f: FeedbackEntry, workout: PlanWorkout | undefined): number | null {
  const pace = actualPace(f);
  if (pace === null || !workout || !STEADY_TYPES.has(workout.type)) return null;
  return pace / workout.paceRange.slowSecPerKm - 1;
}

/** Whether a steady run was inside its pace range (give or take ZONE_TOLERANCE); null when unknown. */
export function insideZone(f: FeedbackEntry, workout: PlanWorkout | undefined): boolean | null {
  const pace = actualPace(f);
  if (pace === null || !workout || !STEADY_TYPES.has(workout.type)) return null;
  const { fastSecPerKm, slowSecPerKm } = workout.paceRange;
  return pace >= fastSecPerKm * (1 - ZONE_TOLERANCE) && pace <= slowSecPerKm * (1 + ZONE_TOLERANCE);
}

const EASY_TYPES = new Set(['easy', 'recovery', 'long']);
const trainingKm = (week: WeekState) =>
  week.workouts.filter((w) => w.type !== 'race').reduce((s, w) => s + w.distanceKm, 0);
const round1 = (km: number) => Math.round(km * 10) / 10;

/**
 * What the runner has run: the latest feedback per date, the first date still open to change (today,
 * or tomorrow once today's run is done) and the kilometres run on each earlier date (the reported
 * distance, else the planned one; a run not completed is 0).
 */
export function feedbackHistory(
  plan: PlanState,
  feedback: readonly FeedbackEntry[],
  today: string,
  extraKm: ReadonlyMap<string, number> = new Map(),
) {
  const latest = new Map(feedback.map((f) => [f.workoutDate, f]));
  const planned = new Map(plan.weeks.flatMap((w) => w.workouts).map((w) => [w.date, w.distanceKm]));
  const fromDate = latest.get(today)?.completed ? addDays(today, 1) : today;
  const actualKm = new Map<string, number>();
  for (const f of latest.values()) {
    if (f.completed && f.workoutDate < fromDate) {
      actualKm.set(f.workoutDate, f.actualDistance ?? planned.get(f.workoutDate) ?? 0);
    }
  }
  for (const [date, km] of extraKm) {
    if (date < fromDate && km > 0) actualKm.set(date, (actualKm.get(date) ?? 0) + km);
  }
  return { latest, fromDate, actualKm };
}

export interface AdaptResult {
  plan: PlanState;
  /** New adjustments only: adapting again with the same feedback and day gives none. */
  adjustments: NewAdjustment[];
}

/**
 * Adapts a plan to the runner's feedback (issue 10). Pure: the plan, every feedback entry so far (later
 * entries for a date win) and the runner's `today` in, the new plan and the adjustments made out.
 * - A run that felt too hard (effort 9–10, or energy or recovery 1–2 of 5) eases the next 7 days:
 *   20 % less distance, and 3 % slower paces when it was an easy run that felt that hard.
 * - Two or more missed runs in a week (not marked done by the end of the week) hold the weeks after
 *   at that week's volume instead of increasing it…
 * - …until a whole week is completed with easy feedback (effort 6 or less): progression resumes.
 * Workouts before today (or today's, once done) never change; every later one is sized again under the
 * caps, measured on what the runner actually ran (a missed run counts as 0 km).
 */
export function adaptPlan(
  plan: PlanState,
  feedback: readonly FeedbackEntry[],
  today: string,
  options: AdaptOptions = {},
): AdaptResult {
  const { latest, fromDate, actualKm } = feedbackHistory(plan, feedback, today, options.extraKm);
  const workouts = new Map(plan.weeks.flatMap((w) => w.workouts).map((w) => [w.date, w]));
  const marked: WeekState[] = plan.weeks.map((week) => ({
    ...week,
    workouts: week.workouts.map((w) => ({ ...w, completed: latest.get(w.date)?.completed ?? false })),
  }));

  const state: AdaptationState = {
    ...plan.adaptation,
    eases: [...plan.adaptation.eases],
    hold: plan.adaptation.hold,
    appliedKeys: [...plan.adaptation.appliedKeys],
  };
  const applied = new Set(state.appliedKeys);
  const triggers: Array<{ make: (before: PlanState, after: WeekState[]) => NewAdjustment[] }> = [];
  const act = (key: string) => {
    if (applied.has(key)) return false;
    applied.add(key);
    state.appliedKeys.push(key);
    return true;
  };

  // Too hard: ease the next 7 days.
  for (const f of [...latest.values()].sort((a, b) => a.workoutDate.localeCompare(b.workoutDate))) {
    const hard = (f.effortRating ?? 0) >= HARD_EFFORT;
    const low = (f.energyLevel ?? 99) <= LOW_RATING || (f.recoveryRating ?? 99) <= LOW_RATING;
    const slowBy = slowerThanZone(f, workouts.get(f.workoutDate));
    const slow = slowBy !== null && slowBy >= SLOW_MARGIN && (f.effortRating ?? 0) >= SLOW_EFFORT;
    if (f.workoutDate > today || !(hard || low || slow) || !act(`ease:${f.workoutDate}`)) continue;
    const from = addDays(f.workoutDate, 1) > fromDate ? addDays(f.workoutDate, 1) : fromDate;
    const to = addDays(f.workoutDate, EASE_DAYS);
    if (from > to) continue;
    const easyRunTooHard = slow || (hard && EASY_TYPES.has(workouts.get(f.workoutDate)?.type ?? ''));
    const ease: Ease = {
      key: `ease:${f.workoutDate}`,
      fromDate: from,
      toDate: to,
      distanceFactor: EASE_DISTANCE,
      paceFactor: easyRunTooHard ? EASE_PACE : 1,
    };
    state.eases.push(ease);
    triggers.push({
      make: (before, after) => {
        const km = (weeks: readonly WeekState[]) =>
          round1(
            weeks
              .flatMap((w) => w.workouts)
              .filter((w) => w.date >= from && w.date <= to && w.type !== 'race')
              .reduce((s, w) => s + w.distanceKm, 0),
          );
        const weekNumber = after.find((w) => w.workouts.some((x) => x.date >= from))?.weekNumber ?? null;
        const made = [
          adjustment({
            key: ease.key,
            adjustmentDate: today,
            adjustmentType: 'volume_decrease',
            reasonCode: slow ? 'slower_than_zone' : hard ? 'felt_too_hard' : 'low_energy',
            reasonParams: {
              date: f.workoutDate,
              ...(hard || slow ? { effort: f.effortRating! } : {}),
              ...(slow ? { percent: Math.round(slowBy * 100) } : {}),
            },
            previousValue: km(before.weeks),
            newValue: km(after),
            difficultyMultiplier: EASE_DISTANCE,
            performanceScore: f.effortRating ?? null,
            weekNumber,
          }),
        ];
        if (easyRunTooHard) {
          const easySlow = before.paces.zones.easy.slowSecPerKm;
          made.push(
            adjustment({
              key: `${ease.key}:pace`,
              adjustmentDate: today,
              adjustmentType: 'pace_adjustment',
              reasonCode: 'easy_pace_too_hard',
              reasonParams: { date: f.workoutDate },
              previousValue: easySlow,
              newValue: Math.round(easySlow * EASE_PACE),
              difficultyMultiplier: EASE_PACE,
              performanceScore: f.effortRating ?? null,
              weekNumber,
            }),
          );
        }
        return made;
      },
    });
  }

  // Missed runs, counted once a week is over (a run can be marked done until the end of its week):
  // hold the volume from the next week on.
  for (const week of marked) {
    if (addDays(week.startDate, 6) >= today) continue;
    const due = week.workouts.filter((w) => w.type !== 'race');
    const missed = due.filter((w) => !w.completed).length;
    const next = marked.find((w) => w.weekNumber === week.weekNumber + 1);
    if (missed < MISSED_RUNS_FOR_HOLD || !next || !act(`hold:${week.weekNumber}`)) continue;
    const km = round1(trainingKm(week));
    state.hold = { fromWeek: week.weekNumber + 1, km: state.hold ? Math.min(state.hold.km, km) : km };
    triggers.push({
      make: (before, after) => [
        adjustment({
          key: `hold:${week.weekNumber}`,
          adjustmentDate: today,
          adjustmentType: 'volume_decrease',
          reasonCode: 'missed_runs',
          reasonParams: { week: week.weekNumber, missed, km },
          previousValue: round1(trainingKm(before.weeks[next.weekNumber - 1]!)),
          newValue: round1(trainingKm(after[next.weekNumber - 1]!)),
          difficultyMultiplier: null,
          performanceScore: null,
          weekNumber: next.weekNumber,
        }),
      ],
    });
  }

  // Back on track: a whole week since the hold done, every effort easy, or every steady run with a time
  // inside its pace zone.
  if (state.hold) {
    const hold = state.hold;
    const verdicts = marked.flatMap((week): Array<{ week: WeekState; by: 'effort' | 'pace' }> => {
      if (week.weekNumber < hold.fromWeek || addDays(week.startDate, 6) >= today) return [];
      const runs = week.workouts.filter((w) => w.type !== 'race');
      const notes = runs.map((w) => latest.get(w.date));
      const fine =
        runs.length > 0 &&
        notes.every((n) => n?.completed) &&
        notes.every((n) => (n?.energyLevel ?? 99) > LOW_RATING && (n?.recoveryRating ?? 99) > LOW_RATING);
      if (!fine) return [];
      const efforts = notes.map((n) => n?.effortRating).filter((e): e is number => e != null);
      if (efforts.length >= Math.min(2, runs.length) && efforts.every((e) => e <= EASY_EFFORT))
        return [{ week, by: 'effort' }];
      const zones = runs.map((w) => insideZone(latest.get(w.date)!, w)).filter((z) => z !== null);
      if (
        zones.length >= Math.min(2, runs.length) &&
        zones.every(Boolean) &&
        efforts.every((e) => e < HARD_EFFORT)
      )
        return [{ week, by: 'pace' }];
      return [];
    });
    const verdict = verdicts.at(-1);
    const week = verdict?.week;
    if (verdict && week && act(`progress:${week.weekNumber}`)) {
      state.hold = null;
      const efforts = week.workouts
        .map((w) => latest.get(w.date)?.effortRating)
        .filter((e): e is number => e != null);
      triggers.push({
        make: (before, after) => {
          const ahead = (weeks: readonly WeekState[]) =>
            round1(
              weeks.filter((w) => w.weekNumber > week.weekNumber).reduce((s, w) => s + trainingKm(w), 0),
            );
          return [
            adjustment({
              key: `progress:${week.weekNumber}`,
              adjustmentDate: today,
              adjustmentType: 'volume_increase',
              reasonCode: verdict.by === 'pace' ? 'paces_in_zone' : 'back_on_track',
              reasonParams: { week: week.weekNumber },
              previousValue: ahead(before.weeks),
              newValue: ahead(after),
              difficultyMultiplier: null,
              performanceScore: efforts.length
                ? Math.round((efforts.reduce((s, e) => s + e, 0) / efforts.length) * 10) / 10
                : null,
              weekNumber: week.weekNumber + 1,
            }),
          ];
        },
      });
    }
  }

  // A missed long run or quality session moves to a later day of its week with room (move-missed.ts).
  const moved = moveMissedSessions({ ...plan, weeks: marked, adaptation: state }, latest, fromDate, act);
  for (const move of moved.moves) {
    triggers.push({
      make: () => [
        adjustment({
          key: move.key,
          adjustmentDate: today,
          adjustmentType: 'schedule_change',
          reasonCode: 'session_moved',
          reasonParams: { from: move.from, to: move.to, type: move.type },
          difficultyMultiplier: null,
          performanceScore: null,
          weekNumber: move.weekNumber,
        }),
      ],
    });
  }

  const before: PlanState = { ...plan, weeks: marked };
  const weeks = materializeWeeks(
    { ...before, weeks: moved.weeks, adaptation: state },
    { fromDate, actualKm, markChanges: true },
  );
  const adjustments = triggers.flatMap((t) => t.make(before, weeks));
  if (!triggers.length) adjustments.push(...capChanges(before.weeks, weeks, fromDate, today));
  return { plan: { ...plan, weeks, adaptation: state }, adjustments };
}

/** Weeks that changed only because of what was actually run (the caps), each as one adjustment. */
function capChanges(
  before: readonly WeekState[],
  after: readonly WeekState[],
  fromDate: string,
  today: string,
) {
  const out: NewAdjustment[] = [];
  after.forEach((week, i) => {
    if (addDays(week.startDate, 6) < fromDate) return;
    const was = round1(trainingKm(before[i]!));
    const now = round1(trainingKm(week));
    if (Math.abs(now - was) < 0.1) return;
    out.push(
      adjustment({
        key: `caps:${week.weekNumber}:${today}`,
        adjustmentDate: today,
        adjustmentType: now < was ? 'volume_decrease' : 'volume_increase',
        reasonCode: now < was ? 'recent_running_limit' : 'back_toward_plan',
        reasonParams: { week: week.weekNumber },
        previousValue: was,
        newValue: now,
        difficultyMultiplier: null,
        performanceScore: null,
        weekNumber: week.weekNumber,
      }),
    );
  });
  return out;
}
