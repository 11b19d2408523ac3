import { addDays, mondayOf, type PlanCheckInStatus } from '@stride/contracts';
import { feedbackHistory, type AdaptOptions, type AdaptResult, type FeedbackEntry } from './adapt.ts';
import { materializeWeeks } from './materialize.ts';
import { adjustment, type NewAdjustment } from './reasons.ts';
import type { CheckInWindow, PlanState, WeekState } from './types.ts';

/*
 * "How are you feeling?" (issue 27). A check-in reshapes the days ahead through windows kept in the
 * plan's state (materialize.ts applies them every time the plan is sized again):
 * - sick: no running for `days` (3 by default), then as many days again (3 to 7) of easy running at 80 %;
 * - tired: the next `days` (3) easy and 25 % shorter;
 * - travelling: the next `days` short (70 %) and easy, each run movable to any day of the trip;
 * - injured: the plan pauses (the service sets the status); resuming rebuilds from 60 % of the runner's
 *   recent weekly volume, easy for the first week, growing at most 10 % a week (resumeAfterInjury);
 * - fine: the windows still ahead end today, and the plan is back to normal.
 * The days start today, or tomorrow when today's run is already done. Each check-in is one adjustment
 * with a plain reason, keyed `checkin:<key>` so a retried request changes nothing twice.
 */

export const TIRED_FACTOR = 0.75;
export const TRAVEL_FACTOR = 0.7;
export const RETURN_FACTOR = 0.8;
/** After an injury the plan restarts at this share of the biggest recent week. */
export const INJURY_RESTART_SHARE = 0.6;
const RETURN_EASY_DAYS = 7;

const round1 = (km: number) => Math.round(km * 10) / 10;
const kmBetween = (weeks: readonly WeekState[], from: string, to: string) =>
  round1(
    weeks
      .flatMap((w) => w.workouts)
      .filter((w) => w.date >= from && w.date <= to && w.type !== 'race')
      .reduce((s, w) => s + w.distanceKm, 0),
  );

export interface CheckIn {
  /** Unique per plan (the check-in's id): the adjustment's key. */
  key: string;
  status: PlanCheckInStatus;
  days: number;
  today: string;
}

function windowsFor(checkIn: CheckIn, from: string): CheckInWindow[] {
  const end = (start: string, days: number) => addDays(start, days - 1);
  const key = `checkin:${checkIn.key}`;
  switch (checkIn.status) {
    case 'sick': {
      const easyFrom = addDays(from, checkIn.days);
      const easyDays = Math.min(Math.max(checkIn.days, 3), 7);
      return [
        { key, kind: 'rest', fromDate: from, toDate: end(from, checkIn.days), distanceFactor: 0 },
        {
          key: `${key}:return`,
          kind: 'easy',
          fromDate: easyFrom,
          toDate: end(easyFrom, easyDays),
          distanceFactor: RETURN_FACTOR,
        },
      ];
    }
    case 'tired':
      return [
        { key, kind: 'easy', fromDate: from, toDate: end(from, checkIn.days), distanceFactor: TIRED_FACTOR },
      ];
    case 'travelling':
      return [
        {
          key,
          kind: 'travel',
          fromDate: from,
          toDate: end(from, checkIn.days),
          distanceFactor: TRAVEL_FACTOR,
        },
      ];
    default:
      return [];
  }
}

/** The windows still ahead end the day before `from` (a "fine" check-in). */
function endWindows(windows: readonly CheckInWindow[], from: string): CheckInWindow[] {
  return windows.flatMap((w) => {
    if (w.toDate < from) return [w];
    if (w.fromDate >= from) return [];
    return [{ ...w, toDate: addDays(from, -1) }];
  });
}

/**
 * Applies a check-in to an active plan: the new plan (workouts before today, or today's once done,
 * untouched) and the adjustment it made. An injury changes no workout here: the plan is paused, and
 * rebuilt when resumed.
 */
export function applyCheckIn(
  plan: PlanState,
  feedback: readonly FeedbackEntry[],
  checkIn: CheckIn,
  options: AdaptOptions = {},
): AdaptResult {
  const key = `checkin:${checkIn.key}`;
  if (plan.adaptation.appliedKeys.includes(key)) return { plan, adjustments: [] };
  const { fromDate, actualKm } = feedbackHistory(plan, feedback, checkIn.today, options.extraKm);
  const before = plan.adaptation.windows ?? [];
  const added = windowsFor(checkIn, fromDate);
  const windows = checkIn.status === 'fine' ? endWindows(before, fromDate) : [...before, ...added];
  const adaptation = { ...plan.adaptation, windows, appliedKeys: [...plan.adaptation.appliedKeys, key] };
  const weeks =
    checkIn.status === 'injured'
      ? plan.weeks
      : materializeWeeks({ ...plan, adaptation }, { fromDate, actualKm, markChanges: true });
  const next: PlanState = { ...plan, weeks, adaptation };
  const weekNumber = plan.weeks.find((w) => addDays(w.startDate, 6) >= fromDate)?.weekNumber ?? null;
  const last = added.at(-1)?.toDate ?? fromDate;
  const common = {
    key,
    adjustmentDate: checkIn.today,
    difficultyMultiplier: null,
    performanceScore: null,
    weekNumber,
  };
  const volume = (from: string, to: string) => ({
    previousValue: kmBetween(plan.weeks, from, to),
    newValue: kmBetween(weeks, from, to),
  });

  const SHORTER = {
    sick: 'checked_in_sick',
    tired: 'checked_in_tired',
    travelling: 'checked_in_travelling',
  } as const;
  let made: NewAdjustment | null;
  switch (checkIn.status) {
    case 'sick':
    case 'tired':
    case 'travelling':
      // The days ahead are shorter (or rest): from today (or tomorrow) to the window's last day.
      made = adjustment({
        ...common,
        ...volume(fromDate, last),
        adjustmentType: 'volume_decrease',
        reasonCode: SHORTER[checkIn.status],
        reasonParams: {
          from: fromDate,
          to: checkIn.status === 'sick' ? added[0]!.toDate : last,
          ...(checkIn.status === 'sick' ? { easyTo: last } : {}),
          days: checkIn.days,
        },
      });
      break;
    case 'injured':
      made = adjustment({
        ...common,
        adjustmentType: 'plan_paused',
        reasonCode: 'checked_in_injured',
        reasonParams: { date: checkIn.today },
      });
      break;
    case 'fine': {
      const ahead = before.filter((w) => w.toDate >= fromDate);
      const to = ahead.reduce((m, w) => (w.toDate > m ? w.toDate : m), fromDate);
      made = ahead.length
        ? adjustment({
            ...common,
            ...volume(fromDate, to),
            adjustmentType: 'volume_increase',
            reasonCode: 'checked_in_fine',
            reasonParams: { date: fromDate },
          })
        : null;
      break;
    }
  }
  return { plan: next, adjustments: made ? [made] : [] };
}

/**
 * Resuming a plan paused for an injury: from today the weekly volume restarts at 60 % of the biggest of
 * the four weeks before (what was run, else what was planned, else the runner's starting volume) and
 * grows at most 10 % a week until it meets the plan; the first 7 days are easy running.
 */
export function resumeAfterInjury(
  plan: PlanState,
  feedback: readonly FeedbackEntry[],
  resume: { key: string; today: string },
  options: AdaptOptions = {},
): AdaptResult {
  const key = `resume:${resume.key}`;
  if (plan.adaptation.appliedKeys.includes(key)) return { plan, adjustments: [] };
  const { fromDate, actualKm } = feedbackHistory(plan, feedback, resume.today, options.extraKm);
  const monday = mondayOf(fromDate);
  const recentFrom = addDays(monday, -28);
  const weekKm = new Map<string, number>();
  for (const [date, km] of actualKm)
    if (date >= recentFrom && date < monday)
      weekKm.set(mondayOf(date), (weekKm.get(mondayOf(date)) ?? 0) + km);
  const plannedBefore = plan.weeks
    .filter((w) => w.startDate >= recentFrom && w.startDate < monday)
    .map((w) => w.plannedKm);
  const base =
    Math.max(0, ...weekKm.values()) || Math.max(0, ...plannedBefore) || plan.baseline.currentWeeklyKm;
  const km = round1(Math.max(INJURY_RESTART_SHARE * base, 5));
  const easy: CheckInWindow = {
    key: `${key}:easy`,
    kind: 'easy',
    fromDate,
    toDate: addDays(fromDate, RETURN_EASY_DAYS - 1),
    distanceFactor: 1,
  };
  const adaptation = {
    ...plan.adaptation,
    windows: [...(plan.adaptation.windows ?? []), easy],
    rebuild: { fromDate, km },
    // The volume is set by the rebuild from here: a hold from before the injury is over.
    hold: null,
    appliedKeys: [...plan.adaptation.appliedKeys, key],
  };
  const weeks = materializeWeeks({ ...plan, adaptation }, { fromDate, actualKm, markChanges: true });
  const current = plan.weeks.find((w) => addDays(w.startDate, 6) >= fromDate);
  const weekEnd = current ? addDays(current.startDate, 6) : fromDate;
  return {
    plan: { ...plan, weeks, adaptation },
    adjustments: [
      adjustment({
        key,
        adjustmentDate: resume.today,
        adjustmentType: 'volume_decrease',
        reasonCode: 'return_from_injury',
        reasonParams: { km },
        previousValue: kmBetween(plan.weeks, fromDate, weekEnd),
        newValue: kmBetween(weeks, fromDate, weekEnd),
        difficultyMultiplier: null,
        performanceScore: null,
        weekNumber: current?.weekNumber ?? null,
      }),
    ],
  };
}
