import {
  addDays,
  mondayOf,
  type ExperienceLevel,
  type PlanGoalDistance,
  type PlanPhase,
  type TemplateEmphasis,
  type TrainingPaces,
} from '@stride/contracts';
import { longRunCapKm } from './coach-caps.ts';
import { MIN_RUN_KM } from './sessions.ts';
import type { PlanDesignOptions, PlanRequest, ResolvedDesign, SessionKind, WeekDesign } from './types.ts';

// Periodisation (docs/training-engine.md): base, build, peak and taper phases; a cutback week every 3
// or 4 weeks; volume and long run grown at most 10 % at a time; a 2–3 week taper.

type Table = Record<PlanGoalDistance, Record<ExperienceLevel, number>>;

/** Peak weekly km aimed for (Higdon, Pfitzinger and Daniels plans at each level), before the day limit. */
const PEAK_WEEKLY_KM: Table = {
  '5k': { beginner: 25, intermediate: 35, advanced: 50, elite: 65 },
  '10k': { beginner: 30, intermediate: 40, advanced: 55, elite: 75 },
  half_marathon: { beginner: 35, intermediate: 45, advanced: 60, elite: 80 },
  marathon: { beginner: 55, intermediate: 65, advanced: 85, elite: 110 },
};

/** Longest long run aimed for: 29–35 km for the marathon (18–22 miles), about the race or more below. */
const PEAK_LONG_KM: Table = {
  '5k': { beginner: 8, intermediate: 10, advanced: 12, elite: 14 },
  '10k': { beginner: 12, intermediate: 14, advanced: 16, elite: 18 },
  half_marathon: { beginner: 16, intermediate: 19, advanced: 21, elite: 24 },
  marathon: { beginner: 29, intermediate: 32, advanced: 34, elite: 35 },
};

/**
 * The long run a plan must reach to prepare safely for the distance; a plan that cannot get there from
 * the runner's longest recent run within the 10 % rules is too short (Hansons' 26 km for the marathon).
 */
export const MIN_PEAK_LONG_KM: Record<PlanGoalDistance, number> = {
  '5k': 4,
  '10k': 7,
  half_marathon: 14,
  marathon: 26,
};

/** Fewer days hold less volume: more per run would turn easy days into long ones. */
const MAX_WEEKLY_KM_BY_DAYS: Record<number, number> = { 3: 50, 4: 70, 5: 90, 6: 120 };
/** The long run's largest share of the week by days (Daniels allows 25–30 % on high mileage). */
const LONG_SHARE_BY_DAYS: Record<number, number> = { 3: 0.55, 4: 0.5, 5: 0.45, 6: 0.4 };

export const TAPER_WEEKS: Record<PlanGoalDistance, number> = {
  '5k': 2,
  '10k': 2,
  half_marathon: 2,
  marathon: 3,
};
/**
 * Taper volume per week as a share of the peak week, the race week last (race excluded): cuts of
 * 40–60 % (Bosquet et al. 2007 meta-analysis: 41–60 % over two weeks, intensity kept).
 */
export const TAPER_VOLUME: Record<number, readonly number[]> = { 2: [0.6, 0.45], 3: [0.6, 0.5, 0.4] };
/** Long runs in the taper weeks before race week, as a share of the longest. */
const TAPER_LONG: Record<number, readonly number[]> = { 2: [0.65], 3: [0.7, 0.55] };

/** A cutback week holds 75 % of the week before (20–30 % less). */
export const CUTBACK_FACTOR = 0.75;
/** The 10 % rule's ceiling; beginners are planned to grow a little slower. */
export const MAX_GROWTH = 1.1;
const BEGINNER_GROWTH = 1.08;
/** A long run grows at most 10 % and at most 2.5 km a week. */
const LONG_STEP_KM = 2.5;

const QUALITY: Record<TemplateEmphasis, Record<PlanGoalDistance, Record<'build' | 'peak', SessionKind[]>>> = {
  balanced: {
    '5k': { build: ['reps', 'tempo'], peak: ['vo2', 'cruise'] },
    '10k': { build: ['tempo', 'reps'], peak: ['vo2', 'cruise'] },
    half_marathon: { build: ['tempo', 'vo2'], peak: ['cruise', 'vo2'] },
    marathon: { build: ['tempo', 'vo2'], peak: ['mp', 'cruise'] },
  },
  speed: {
    '5k': { build: ['reps', 'vo2'], peak: ['vo2', 'reps'] },
    '10k': { build: ['reps', 'vo2'], peak: ['vo2', 'cruise'] },
    half_marathon: { build: ['vo2', 'tempo'], peak: ['cruise', 'vo2'] },
    marathon: { build: ['vo2', 'tempo'], peak: ['mp', 'cruise'] },
  },
  endurance: {
    '5k': { build: ['tempo', 'reps'], peak: ['cruise', 'vo2'] },
    '10k': { build: ['tempo', 'vo2'], peak: ['cruise', 'vo2'] },
    half_marathon: { build: ['tempo', 'mp'], peak: ['cruise', 'mp'] },
    marathon: { build: ['tempo', 'mp'], peak: ['mp', 'cruise'] },
  },
  consistency: {
    '5k': { build: [], peak: ['tempo'] },
    '10k': { build: [], peak: ['tempo'] },
    half_marathon: { build: [], peak: ['tempo'] },
    marathon: { build: [], peak: ['tempo'] },
  },
};

/**
 * The plan's shape. The long run's peak is also held under the coach's cap at the runner's easy pace
 * (150 minutes; a marathon's 3 hours and 32 km: coach-caps.ts), so a slow runner's plan never designs a
 * long run a coach would not give.
 */
export function resolveDesign(request: PlanRequest, paces: TrainingPaces): ResolvedDesign {
  const { goalDistance: d, experienceLevel: level, runDays } = request;
  const options: PlanDesignOptions = request.design ?? {};
  const days = runDays.length;
  const defaultQuality = level === 'beginner' ? 1 : days >= 5 || level !== 'intermediate' ? 2 : 1;
  const peakWeekly = Math.min(
    Math.max(options.peakWeeklyKm ?? PEAK_WEEKLY_KM[d][level], request.currentWeeklyKm),
    MAX_WEEKLY_KM_BY_DAYS[days] ?? 120,
  );
  return {
    peakWeeklyKm: peakWeekly,
    peakLongRunKm: Math.min(
      options.peakLongRunKm ?? PEAK_LONG_KM[d][level],
      longRunCapKm(paces, request.goalDistance),
    ),
    qualitySessionsPerWeek: Math.min(options.qualitySessionsPerWeek ?? defaultQuality, days - 2, 2),
    cutbackEvery: options.cutbackEvery ?? (level === 'beginner' ? 3 : 4),
    emphasis: options.emphasis ?? 'balanced',
    taperWeeks: TAPER_WEEKS[d],
  };
}

/** Phase of each week: base ~35 %, peak ~25 %, build the rest of the weeks before the taper. */
export function phasesFor(weeks: number, taperWeeks: number): PlanPhase[] {
  const before = weeks - taperWeeks;
  const base = Math.max(1, Math.round(before * 0.35));
  const peak = Math.max(1, Math.round(before * 0.25));
  const build = Math.max(0, before - base - peak);
  return [
    ...Array<PlanPhase>(before - build - peak).fill('base'),
    ...Array<PlanPhase>(build).fill('build'),
    ...Array<PlanPhase>(peak).fill('peak'),
    ...Array<PlanPhase>(taperWeeks).fill('taper'),
  ];
}

const floor1 = (km: number) => Math.floor(km * 10 + 1e-9) / 10;

/** Every week's design: volume, long run and sessions, before the caps size the actual workouts. */
export function designWeeks(request: PlanRequest, design: ResolvedDesign): WeekDesign[] {
  const weeks = request.durationWeeks;
  const phases = phasesFor(weeks, design.taperWeeks);
  const days = request.runDays.length;
  const share = LONG_SHARE_BY_DAYS[days] ?? 0.4;
  const growth = request.experienceLevel === 'beginner' ? BEGINNER_GROWTH : MAX_GROWTH;
  const firstMonday = mondayOf(request.startDate);
  const out: WeekDesign[] = [];
  let biggestWeek = request.currentWeeklyKm;
  // The plan's own biggest week (the runner's current week may be bigger): what the taper cuts from.
  let peakKm = 0;
  let longestLong = request.longestRecentRunKm;
  let taperIndex = 0;
  let peakWeekIndex = 0;
  for (let i = 0; i < weeks; i++) {
    const phase = phases[i] ?? 'taper';
    const weekNumber = i + 1;
    const previous = out[i - 1];
    let targetKm: number;
    let longTargetKm: number;
    let isCutback = false;
    let taperShare: number | null = null;
    if (phase === 'taper') {
      const cut = TAPER_VOLUME[design.taperWeeks]?.[taperIndex] ?? 0.45;
      taperShare = cut;
      const longCut = TAPER_LONG[design.taperWeeks]?.[taperIndex] ?? 0;
      targetKm = floor1(cut * peakKm);
      longTargetKm = floor1(Math.min(longCut * longestLong, share * targetKm, design.peakLongRunKm));
      taperIndex++;
    } else if (previous && weekNumber % design.cutbackEvery === 0) {
      isCutback = true;
      targetKm = floor1(CUTBACK_FACTOR * previous.targetKm);
      longTargetKm = floor1(CUTBACK_FACTOR * previous.longTargetKm);
    } else {
      targetKm = previous
        ? floor1(Math.min(design.peakWeeklyKm, biggestWeek * growth))
        : floor1(Math.min(design.peakWeeklyKm, request.currentWeeklyKm));
      const grown = previous ? Math.min(longestLong * MAX_GROWTH, longestLong + LONG_STEP_KM) : longestLong;
      longTargetKm = floor1(Math.min(Math.max(design.peakLongRunKm, MIN_RUN_KM), grown, share * targetKm));
    }
    if (longTargetKm < MIN_RUN_KM) longTargetKm = 0;
    const raceWeek = weekNumber === weeks;
    if (raceWeek) longTargetKm = 0;
    biggestWeek = Math.max(biggestWeek, targetKm);
    if (phase !== 'taper') peakKm = Math.max(peakKm, targetKm);
    longestLong = Math.max(longestLong, longTargetKm);

    const isPeak = phase === 'peak';
    if (isPeak) peakWeekIndex++;
    const longSession =
      request.goalDistance === 'marathon' &&
      isPeak &&
      !isCutback &&
      peakWeekIndex % 2 === 1 &&
      request.experienceLevel !== 'beginner' &&
      design.emphasis !== 'consistency'
        ? 'long_mp'
        : 'long';
    out.push({
      weekNumber,
      startDate: addDays(firstMonday, 7 * i),
      phase,
      isCutback,
      targetKm,
      longTargetKm,
      longSession,
      sessions: sessionsFor(
        request.goalDistance,
        design,
        phase,
        isCutback,
        raceWeek,
        longSession === 'long_mp',
      ),
      strides: phase === 'base' ? (days >= 5 ? 2 : 1) : 1,
      taperShare,
    });
  }
  return out;
}

function sessionsFor(
  distance: PlanGoalDistance,
  design: ResolvedDesign,
  phase: PlanPhase,
  isCutback: boolean,
  raceWeek: boolean,
  longMp: boolean,
): SessionKind[] {
  if (raceWeek) return ['sharpen'];
  const table = QUALITY[design.emphasis][distance];
  // The taper keeps intensity with one shorter race-specific session (Mujika & Padilla 2003).
  if (phase === 'taper') return table.peak.slice(0, 1);
  if (phase === 'base') return [];
  const count = isCutback ? Math.min(1, design.qualitySessionsPerWeek) : design.qualitySessionsPerWeek;
  // A long run with marathon-pace miles is that week's marathon-pace session.
  const sessions = longMp ? table[phase].filter((s) => s !== 'mp') : table[phase];
  return sessions.slice(0, count);
}
