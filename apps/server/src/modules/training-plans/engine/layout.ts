import { RACE_DISTANCE_KM, addDays, dateInWeek, daysBetween, type PlanGoalDistance } from '@stride/contracts';
import { buildSessionOrEasy, MIN_RUN_KM, type SessionContext } from './sessions.ts';
import type { PlanSlot, SessionKind, WeekDesign } from './types.ts';

export interface LayoutContext {
  goalDistance: PlanGoalDistance;
  runDays: readonly number[];
  longRunDay: number;
  startDate: string;
  raceDate: string;
  /** Days before this keep what they had (a week rebuilt after new run days). */
  fromDate: string;
  /** Kilometres left for the days from `fromDate` (the week's target less what is behind). */
  budgetKm: number;
  sessionContext: Omit<SessionContext, 'weekKm' | 'paceFactor'>;
}

/** Days apart on the weekly cycle (Sunday's long run and Monday's session are 1 apart). */
const apart = (a: string, b: string) => {
  const d = Math.abs(daysBetween(a, b)) % 7;
  return Math.min(d, 7 - d);
};
/** Days to the nearest of `others` on the weekly cycle, ignoring `date` itself (7 when alone). */
function nearest(date: string, others: readonly string[]): number {
  let min = 7;
  for (const other of others) if (other !== date) min = Math.min(min, apart(date, other));
  return min;
}

function combinations<T>(items: readonly T[], count: number): T[][] {
  if (count === 0) return [[]];
  if (items.length < count) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, count - 1).map((c) => [first, ...c]), ...combinations(rest, count)];
}

/**
 * Picks `count` of `candidates` spread as widely as possible around the `anchors` (the long run): the
 * set whose closest pair is furthest apart, then whose days sit furthest from their neighbours, then
 * the earliest. At most 7 days, so trying every set is cheap.
 */
function spread(candidates: readonly string[], anchors: readonly string[], count: number): string[] {
  if (count >= candidates.length) return [...candidates].sort();
  let best: string[] = [];
  let bestScore = [-1, -1];
  for (const set of combinations(candidates, Math.min(count, candidates.length))) {
    const all = [...anchors, ...set];
    const gaps = set.map((d) => nearest(d, all));
    const score = [Math.min(7, ...gaps), gaps.reduce((s, g) => s + g, 0)];
    if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!)) {
      best = set;
      bestScore = score;
    }
  }
  return [...best].sort();
}

const floor1 = (km: number) => Math.floor(km * 10 + 1e-9) / 10;

/**
 * Lays a week's design onto the runner's days: the long run on the long-run day, quality sessions as
 * far from it and from each other as the days allow, easy runs on the rest (a recovery run the day after
 * the long run when running 5 or more days), no run the day before the race, the race on race day.
 * When the volume is too low for every run day to hold a useful run, fewer days are used.
 */
export function layoutWeek(week: WeekDesign, ctx: LayoutContext): PlanSlot[] {
  const firstDay = ctx.startDate > ctx.fromDate ? ctx.startDate : ctx.fromDate;
  const raceInWeek = ctx.raceDate >= week.startDate && ctx.raceDate <= addDays(week.startDate, 6);
  const available = ctx.runDays
    .map((day) => dateInWeek(week.startDate, day))
    .filter((date) => date >= firstDay && (!raceInWeek || date <= addDays(ctx.raceDate, -2)))
    .sort();
  const race: PlanSlot[] =
    raceInWeek && ctx.raceDate >= firstDay
      ? [{ date: ctx.raceDate, session: 'race', targetKm: RACE_DISTANCE_KM[ctx.goalDistance] }]
      : [];

  // A week with fewer of the runner's days left (a first week starting mid-week, race week) gets a
  // matching share of the volume, rather than piling it onto the days that are left.
  const share = ctx.runDays.length ? Math.min(1, available.length / ctx.runDays.length) : 0;
  const budget = Math.max(0, ctx.budgetKm) * share;
  const runs = Math.min(available.length, Math.floor(budget / MIN_RUN_KM));
  if (runs === 0) return race;
  const longDate = dateInWeek(week.startDate, ctx.longRunDay);
  const hasLong = week.longTargetKm >= MIN_RUN_KM && available.includes(longDate) && !raceInWeek;
  const kept = hasLong
    ? [
        longDate,
        ...spread(
          available.filter((d) => d !== longDate),
          [longDate],
          runs - 1,
        ),
      ]
    : spread(available, [], runs);
  const others = kept.filter((d) => !(hasLong && d === longDate));

  // Quality days: at least one easy day stays; the race week's sharpener comes 3 or more days out.
  // In race week the race is the hard day, so a lone free day may still hold the sharpener.
  const qualityCount = Math.min(week.sessions.length, Math.max(0, others.length - (raceInWeek ? 0 : 1)));
  const qualityCandidates = raceInWeek ? others.filter((d) => d <= addDays(ctx.raceDate, -3)) : others;
  const qualityDates = spread(qualityCandidates, hasLong ? [longDate] : [], qualityCount);
  const easyDates = others.filter((d) => !qualityDates.includes(d));

  const weekCtx: SessionContext = { ...ctx.sessionContext, weekKm: week.targetKm, paceFactor: 1 };
  const longKm = hasLong ? Math.min(week.longTargetKm, budget) : 0;
  // No run longer than the long run; in a week without one (race week, a short first week), no run
  // over 1.5 times the average run of the days per week, so the volume does not pile onto a few days.
  const ceiling = hasLong ? longKm : Math.max(MIN_RUN_KM, (1.5 * week.targetKm) / ctx.runDays.length);
  let remaining = budget - longKm;
  const quality = qualityDates.map((date, i) => {
    const session = week.sessions[i]!;
    const natural = buildSessionOrEasy(session, Math.min(ceiling, remaining), weekCtx);
    const fits = natural && natural.type !== 'easy';
    remaining -= fits ? natural.distanceKm : 0;
    return { date, session: fits ? natural.session : session, km: fits ? natural.distanceKm : 0 };
  });
  const sized = quality.filter((q) => q.km > 0);

  // Easy runs share what is left (a recovery run weighs 0.7); a quality day whose session did not fit
  // becomes an easy day. Easy days that would fall under the minimum are dropped, most crowded first.
  const afterLong = hasLong ? addDays(longDate, 1) : '';
  let easy = [...easyDates, ...quality.filter((q) => q.km === 0).map((q) => q.date)]
    .sort()
    .map((date) => ({ date, weight: kept.length >= 5 && date === afterLong ? 0.7 : 1 }));
  const totalWeight = () => easy.reduce((s, e) => s + e.weight, 0);
  const crowded = (date: string) => nearest(date, kept);
  while (easy.length && remaining / totalWeight() < MIN_RUN_KM) {
    const drop = easy.reduce((a, b) => (crowded(b.date) <= crowded(a.date) ? b : a));
    easy = easy.filter((e) => e !== drop);
  }
  const perWeight = easy.length ? remaining / totalWeight() : 0;

  let stridesLeft = week.strides;
  const slots: PlanSlot[] = [
    ...(hasLong ? [{ date: longDate, session: week.longSession as SessionKind, targetKm: longKm }] : []),
    ...sized.map((q) => ({ date: q.date, session: q.session, targetKm: q.km })),
    ...easy.map((e) => {
      const recovery = e.weight < 1;
      const strides = !recovery && stridesLeft-- > 0;
      const km = floor1(Math.min(perWeight * e.weight, ceiling));
      return {
        date: e.date,
        session: (recovery ? 'recovery' : strides ? 'easy_strides' : 'easy') as SessionKind,
        targetKm: km,
      };
    }),
  ];
  return [...slots.filter((s) => s.targetKm >= MIN_RUN_KM), ...race].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}
