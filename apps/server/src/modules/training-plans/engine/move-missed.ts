import { addDays, weekdayOf } from '@stride/contracts';
import { windowOn } from './materialize.ts';
import { isHard } from './sessions.ts';
import type { PlanSlot, PlanState, WeekState } from './types.ts';

const HARD_TYPES = new Set(['long', 'tempo', 'intervals', 'marathon_pace', 'race']);

export interface MovedSession {
  key: string;
  from: string;
  to: string;
  /** The workout type moved (long, tempo, intervals, marathon_pace). */
  type: string;
  weekNumber: number;
}

/**
 * A long run or quality session missed this week (its day is behind, not done, and no check-in explains
 * it) moves to a later day of the same week with room: one of the runner's run days holding at most an
 * easy run, never the day before or after another hard day (a hard session run, or one still planned).
 * Not in race week, whose days are set around the race. Each missed session moves once (`move:DATE`).
 */
export function moveMissedSessions(
  plan: PlanState,
  latest: ReadonlyMap<string, { completed: boolean }>,
  fromDate: string,
  act: (key: string) => boolean,
): { weeks: WeekState[]; moves: MovedSession[] } {
  const index = plan.weeks.findIndex((w) => w.startDate <= fromDate && fromDate <= addDays(w.startDate, 6));
  const week = plan.weeks[index];
  if (!week || index === plan.weeks.length - 1) return { weeks: plan.weeks, moves: [] };
  const weekEnd = addDays(week.startDate, 6);
  const workouts = new Map(plan.weeks.flatMap((w) => w.workouts).map((w) => [w.date, w]));
  let slots = [...week.slots];
  const slotOn = (date: string): PlanSlot | undefined =>
    date >= week.startDate && date <= weekEnd
      ? slots.find((s) => s.date === date)
      : plan.weeks.flatMap((w) => w.slots).find((s) => s.date === date);
  const hardOn = (date: string): boolean => {
    if (date < fromDate) {
      const w = workouts.get(date);
      return Boolean(latest.get(date)?.completed && w && HARD_TYPES.has(w.type));
    }
    const slot = slotOn(date);
    return Boolean(slot && isHard(slot.session) && !windowOn(date, plan.adaptation));
  };

  const moves: MovedSession[] = [];
  const missed = week.slots.filter(
    (s) =>
      s.date < fromDate &&
      s.date >= plan.startDate &&
      isHard(s.session) &&
      s.session !== 'race' &&
      workouts.has(s.date) &&
      !latest.get(s.date)?.completed &&
      !windowOn(s.date, plan.adaptation) &&
      !plan.adaptation.appliedKeys.includes(`move:${s.date}`),
  );
  for (const slot of missed) {
    let to: string | undefined;
    for (let d = fromDate; d <= weekEnd; d = addDays(d, 1)) {
      const there = slotOn(d);
      if (
        plan.runDays.includes(weekdayOf(d)) &&
        !(there && isHard(there.session)) &&
        !windowOn(d, plan.adaptation) &&
        !hardOn(addDays(d, -1)) &&
        !hardOn(addDays(d, 1))
      ) {
        to = d;
        break;
      }
    }
    if (!to || !act(`move:${slot.date}`)) continue;
    const target = to;
    slots = [...slots.filter((s) => s.date !== target), { ...slot, date: target }].sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    moves.push({
      key: `move:${slot.date}`,
      from: slot.date,
      to: target,
      type: workouts.get(slot.date)!.type,
      weekNumber: week.weekNumber,
    });
  }
  if (!moves.length) return { weeks: plan.weeks, moves };
  return { weeks: plan.weeks.map((w) => (w === week ? { ...w, slots } : w)), moves };
}
