import type {
  ExperienceLevel,
  PlanGoalDistance,
  PlanPhase,
  PlanWeek,
  TemplateEmphasis,
  TrainingSchedule,
} from '@stride/contracts';
import type { RecentRaceInput } from './paces.ts';

/**
 * The sessions the engine prescribes (sessions.ts builds each and maps it to a workout type): easy runs
 * (with strides), recovery, long (with marathon-pace kilometres), threshold (continuous or cruise
 * intervals), VO2max intervals, repetitions, marathon pace, race-week sharpener, the race.
 */
export type SessionKind =
  | 'easy'
  | 'easy_strides'
  | 'recovery'
  | 'long'
  | 'long_mp'
  | 'tempo'
  | 'cruise'
  | 'vo2'
  | 'reps'
  | 'mp'
  | 'sharpen'
  | 'race';

/** What a template (or the runner's level) sets about the plan's shape; unset parts take the defaults. */
export interface PlanDesignOptions {
  peakWeeklyKm?: number;
  peakLongRunKm?: number;
  qualitySessionsPerWeek?: number;
  cutbackEvery?: number;
  emphasis?: TemplateEmphasis;
}

export interface ResolvedDesign {
  peakWeeklyKm: number;
  peakLongRunKm: number;
  qualitySessionsPerWeek: number;
  cutbackEvery: number;
  emphasis: TemplateEmphasis;
  taperWeeks: number;
}

/** A checked, complete request: what buildPlan needs (preparePlanRequest makes one from API input). */
export interface PlanRequest {
  goalDistance: PlanGoalDistance;
  startDate: string;
  raceDate: string;
  durationWeeks: number;
  /** 0 = Sunday … 6 = Saturday. */
  runDays: number[];
  longRunDay: number;
  experienceLevel: ExperienceLevel;
  currentWeeklyKm: number;
  longestRecentRunKm: number;
  recentRace?: RecentRaceInput | null;
  design?: PlanDesignOptions;
}

/** One planned session before the safety caps and feedback size it: the plan as designed. */
export interface PlanSlot {
  date: string;
  session: SessionKind;
  targetKm: number;
}

/** A week's design, kept so that feedback and new run days can rebuild its future days. */
export interface WeekDesign {
  weekNumber: number;
  startDate: string;
  phase: PlanPhase;
  isCutback: boolean;
  /** Kilometres the week is designed for, the race excluded. */
  targetKm: number;
  longTargetKm: number;
  longSession: 'long' | 'long_mp';
  /** Quality sessions, most important first. */
  sessions: SessionKind[];
  /** Easy runs that end with strides. */
  strides: number;
  /** In the taper: the most the week may hold as a share of the plan's biggest week, race excluded. */
  taperShare: number | null;
}

export interface WeekState extends PlanWeek, WeekDesign {
  slots: PlanSlot[];
}

/** Days eased after feedback that a run felt too hard. */
export interface Ease {
  key: string;
  fromDate: string;
  toDate: string;
  distanceFactor: number;
  paceFactor: number;
}

/**
 * Days a check-in reshaped ("How are you feeling?", issue 27): `rest` has no runs (sick); `easy` turns
 * every run into a shorter easy run (tired, or coming back after being sick); `travel` the same, and
 * each run may be done on any day of the window (movable).
 */
export interface CheckInWindow {
  key: string;
  kind: 'rest' | 'easy' | 'travel';
  fromDate: string;
  toDate: string;
  /** Share of the planned distance kept on easy and travel days. */
  distanceFactor: number;
}

export interface AdaptationState {
  eases: Ease[];
  /** After missed runs: weekly volume held at `km` from week `fromWeek` until the runner is back on track. */
  hold: { fromWeek: number; km: number } | null;
  /** Feedback triggers already acted on, so that adapting twice changes nothing. */
  appliedKeys: string[];
  /** Check-in windows (absent in plans saved before issue 27). */
  windows?: CheckInWindow[];
  /**
   * Back from an injury: from `fromDate` the weekly volume starts again at `km` and grows at most 10 %
   * a week until it meets the plan.
   */
  rebuild?: { fromDate: string; km: number } | null;
}

/**
 * Everything the engine keeps about a plan: the public schedule (trainingScheduleSchema) plus each week's
 * design and slots and the adaptation state. Store it whole (training_plans.weeklySchedule); answer with
 * trainingScheduleSchema, which drops the engine's own fields.
 */
export interface PlanState extends Omit<TrainingSchedule, 'weeks'> {
  weeks: WeekState[];
  design: ResolvedDesign;
  adaptation: AdaptationState;
}
