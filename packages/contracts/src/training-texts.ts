import { TRAINING_MESSAGES, type MessageCode } from './messages.ts';

/*
 * Training-plan option lists, limits, messages and small date and time helpers, without zod, so that a
 * page which only shows a plan can use them without downloading the validation library. The schemas in
 * training.ts and the server's plan engine both read them from here.
 */

/** The race distances a plan can be built for (a subset of the goal distance options, SPEC section 3). */
export const PLAN_GOAL_DISTANCES = ['5k', '10k', 'half_marathon', 'marathon'] as const;
export type PlanGoalDistance = (typeof PLAN_GOAL_DISTANCES)[number];

export const RACE_DISTANCE_KM: Record<PlanGoalDistance, number> = {
  '5k': 5,
  '10k': 10,
  half_marathon: 21.0975,
  marathon: 42.195,
};

/** Goal difficulty options (SPEC section 3) double as the runner's experience level. */

export const WORKOUT_TYPES = [
  'easy',
  'recovery',
  'long',
  'tempo',
  'intervals',
  'marathon_pace',
  'race',
] as const;
export type WorkoutType = (typeof WORKOUT_TYPES)[number];

/** Daniels' training intensities plus recovery jogging and the goal race's own pace. */
export const PACE_ZONES = [
  'recovery',
  'easy',
  'marathon',
  'threshold',
  'interval',
  'repetition',
  'race',
] as const;
export type PaceZone = (typeof PACE_ZONES)[number];

export const PLAN_PHASES = ['base', 'build', 'peak', 'taper'] as const;
export type PlanPhase = (typeof PLAN_PHASES)[number];

/** training_plans.planType (SPEC section 3). */
export const PLAN_TYPES = [
  'beginner',
  'intermediate',
  'advanced',
  'marathon',
  'half_marathon',
  '10k',
  '5k',
  'custom',
] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** training_plans.status and user_goals.status (SPEC section 4). */
export const PLAN_STATUSES = ['active', 'completed', 'paused', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/**
 * Which status changes a runner may make (the spec shows none): a plan can be paused and resumed, and
 * ended as completed or cancelled; an ended plan stays ended (a new plan is the way back).
 */
export const PLAN_STATUS_TRANSITIONS: Record<PlanStatus, readonly PlanStatus[]> = {
  active: ['paused', 'completed', 'cancelled'],
  paused: ['active', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export function canChangePlanStatus(from: PlanStatus, to: PlanStatus): boolean {
  return from === to || PLAN_STATUS_TRANSITIONS[from].includes(to);
}

export const TEMPLATE_CATEGORIES = [
  'marathon',
  'half_marathon',
  '10k',
  '5k',
  'beginner',
  'weight_loss',
  'speed',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type TemplateDifficulty = (typeof TEMPLATE_DIFFICULTIES)[number];

/**
 * What a template stresses: balanced (threshold and intervals), speed (repetitions and intervals),
 * endurance (threshold and marathon pace), consistency (easy running and strides, one gentle session).
 */
export const TEMPLATE_EMPHASES = ['balanced', 'speed', 'endurance', 'consistency'] as const;
export type TemplateEmphasis = (typeof TEMPLATE_EMPHASES)[number];

export const ADJUSTMENT_TYPES = [
  'difficulty_increase',
  'difficulty_decrease',
  'volume_increase',
  'volume_decrease',
  'pace_adjustment',
  'schedule_change',
  'plan_paused',
] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

/** Why the plan changed, as a code the web can translate; `reason` carries the same in English. */
export const ADJUSTMENT_REASONS = [
  'felt_too_hard',
  'low_energy',
  'easy_pace_too_hard',
  'missed_runs',
  'back_on_track',
  'recent_running_limit',
  'back_toward_plan',
  'run_days_changed',
  // Issue 27: runs measured against their zones, missed sessions moved, check-ins.
  'slower_than_zone',
  'paces_in_zone',
  'session_moved',
  'checked_in_sick',
  'checked_in_tired',
  'checked_in_injured',
  'checked_in_travelling',
  'checked_in_fine',
  'return_from_injury',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** "How are you feeling?": a runner's check-in on their plan (issue 27). */
/** How many days a check-in (sick, tired, travelling) covers (issue 27). */
export const PLAN_CHECK_IN_DAYS = { min: 1, max: 14, default: 3 } as const;

export const PLAN_CHECK_IN_STATUSES = ['fine', 'tired', 'sick', 'injured', 'travelling'] as const;
export type PlanCheckInStatus = (typeof PLAN_CHECK_IN_STATUSES)[number];

/** What the wizard's preview warns about: a goal that needs more than the runner's days and base allow. */
export const PLAN_WARNINGS = ['add_run_day', 'build_base', 'later_race'] as const;
export type PlanWarningCode = (typeof PLAN_WARNINGS)[number];

/** A long run above this share of its week is more than the runner's days and base carry (Daniels: 25–30 %). */
export const LONG_RUN_SHARE_WARNING = 0.4;

export const WEATHER_CONDITIONS = ['sunny', 'cloudy', 'rainy', 'windy', 'hot', 'humid', 'cold'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/**
 * Shortest and longest plan per distance, in calendar weeks (Monday to Sunday) including race week. The
 * shortest leaves a 2-week taper (3 for the marathon) after enough weeks to build: 6 weeks is the
 * classic short 5k block, 12 weeks Pfitzinger's shortest marathon schedule. 24 weeks is Daniels' full
 * four-phase season; a race further away should start its plan later.
 */
export const PLAN_WEEKS: Record<PlanGoalDistance, { min: number; max: number }> = {
  '5k': { min: 6, max: 24 },
  '10k': { min: 8, max: 24 },
  half_marathon: { min: 10, max: 24 },
  marathon: { min: 12, max: 24 },
};

export const PLAN_LIMITS = {
  daysPerWeekMin: 3,
  daysPerWeekMax: 6,
  /** A plan starts from the runner's own running; below this, walk-run first. */
  weeklyKmMin: 5,
  weeklyKmMax: 250,
  longestRunKmMin: 2,
  longestRunKmMax: 100,
  /** Daniels–Gilbert's equations were fitted to races from 1500 m to the marathon. */
  raceDistanceKmMin: 1.5,
  raceDistanceKmMax: 42.2,
  /** Race paces outside 2:30 to 12:00 per km are typing mistakes, not races. */
  racePaceSecPerKmMin: 150,
  racePaceSecPerKmMax: 720,
  planNameMax: 120,
  notesMax: 1000,
  eventNameMax: 200,
  feedbackDistanceKmMax: 300,
  feedbackDurationSecMax: 172_800,
  effortMin: 1,
  effortMax: 10,
  ratingMin: 1,
  ratingMax: 5,
} as const;

// ---- dates (YYYY-MM-DD strings; pure calendar arithmetic, so no time zone shifts a day) ----

// Day numbers (days since 1970-01-01) by Hinnant's civil-calendar algorithm: plan building does
// thousands of these, and Date parsing and formatting would be most of its time.
function dayNumber(date: string): number {
  const m = Number(date.slice(5, 7));
  const y = Number(date.slice(0, 4)) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + Number(date.slice(8, 10)) - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

function fromDayNumber(n: number): string {
  const z = n + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday, as the run-day pickers count. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** Plans run in calendar weeks from Monday to Sunday. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The date of a weekday (0 = Sunday) inside the Monday-to-Sunday week starting `monday`. */
export function dateInWeek(monday: string, weekday: number): string {
  return addDays(monday, (weekday + 6) % 7);
}

/**
 * The wizard's default start: today, so a new plan can be used at once (issue 26); its first week is
 * short, with its share of the week's volume.
 */
export function defaultPlanStartDate(today: string): string {
  return today;
}

/** Calendar weeks from the week of the start to the week of the race, both included. */
export function planWeeksBetween(startDate: string, raceDate: string): number {
  return daysBetween(mondayOf(startDate), mondayOf(raceDate)) / 7 + 1;
}

/** With a number of weeks instead of a race date, the race is on the long-run day of the last week. */
export function raceDateForWeeks(startDate: string, weeks: number, longRunDay: number): string {
  return dateInWeek(addDays(mondayOf(startDate), 7 * (weeks - 1)), longRunDay);
}

export interface PlanDatesInput {
  goalDistance?: PlanGoalDistance | null;
  raceDate?: string | null;
  weeks?: number | null;
  startDate?: string | null;
  longRunDay?: number | null;
}

export interface PlanDateIssue {
  path: 'raceDate' | 'weeks' | 'startDate';
  message: MessageCode;
}

export type ResolvedPlanDates =
  { ok: true; startDate: string; raceDate: string; weeks: number } | { ok: false; issues: PlanDateIssue[] };

/**
 * Start, race day and length of a plan, with the API's messages for past dates, a race before the
 * start, and a length outside the distance's range. `today` is the runner's local date. Dates are
 * expected to be valid YYYY-MM-DD already.
 */
export function resolvePlanDates(input: PlanDatesInput, today: string): ResolvedPlanDates {
  const issues: PlanDateIssue[] = [];
  const hasRace = input.raceDate != null && input.raceDate !== '';
  const hasWeeks = input.weeks != null;
  if (hasRace && hasWeeks) issues.push({ path: 'weeks', message: TRAINING_MESSAGES.raceDateAndWeeks });
  if (!hasRace && !hasWeeks) issues.push({ path: 'raceDate', message: TRAINING_MESSAGES.raceDateOrWeeks });
  const startDate = input.startDate || defaultPlanStartDate(today);
  if (startDate < today) issues.push({ path: 'startDate', message: TRAINING_MESSAGES.startDatePast });
  if (issues.length) return { ok: false, issues };

  let raceDate: string;
  let weeks: number;
  const path = hasRace ? 'raceDate' : 'weeks';
  if (hasRace) {
    raceDate = input.raceDate as string;
    if (raceDate < today) return { ok: false, issues: [{ path, message: TRAINING_MESSAGES.raceDatePast }] };
    if (raceDate <= startDate) {
      return { ok: false, issues: [{ path, message: TRAINING_MESSAGES.raceBeforeStart }] };
    }
    weeks = planWeeksBetween(startDate, raceDate);
  } else {
    weeks = input.weeks as number;
    raceDate = raceDateForWeeks(startDate, weeks, input.longRunDay ?? 0);
  }
  const range = input.goalDistance ? PLAN_WEEKS[input.goalDistance] : undefined;
  if (range && weeks < range.min)
    return { ok: false, issues: [{ path, message: TRAINING_MESSAGES.planTooShort }] };
  if (range && weeks > range.max)
    return { ok: false, issues: [{ path, message: TRAINING_MESSAGES.planTooLong }] };
  return { ok: true, startDate, raceDate, weeks };
}

// ---- times and paces ----

/**
 * Seconds in a race time written H:MM:SS or MM:SS (M:SS too); null when it is not one. Minutes and
 * seconds after the first field must be below 60.
 */
export function parseRaceTime(text: string): number | null {
  const m = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])];
  if (b >= 60 || (c !== undefined && c >= 60)) return null;
  const seconds = c === undefined ? a * 60 + b : a * 3600 + b * 60 + c;
  return seconds > 0 ? seconds : null;
}

/** 13785 → '3:49:45'; 1448 → '24:08'. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
