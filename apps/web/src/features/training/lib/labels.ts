import type {
  AdjustmentReason,
  PaceZone,
  PlanCheckInStatus,
  PlanPhase,
  WorkoutType,
} from '@stride/contracts';

// Option values to full translation keys (scripts/check-i18n.mjs: keys are written whole).

export const TYPE_KEYS: Record<WorkoutType, string> = {
  easy: 'training:types.easy',
  recovery: 'training:types.recovery',
  long: 'training:types.long',
  tempo: 'training:types.tempo',
  intervals: 'training:types.intervals',
  marathon_pace: 'training:types.marathon_pace',
  race: 'training:types.race',
};

export const ZONE_KEYS: Record<PaceZone, string> = {
  recovery: 'training:zones.recovery',
  easy: 'training:zones.easy',
  marathon: 'training:zones.marathon',
  threshold: 'training:zones.threshold',
  interval: 'training:zones.interval',
  repetition: 'training:zones.repetition',
  race: 'training:zones.race',
};

export const PHASE_KEYS: Record<PlanPhase, string> = {
  base: 'training:phases.base',
  build: 'training:phases.build',
  peak: 'training:phases.peak',
  taper: 'training:phases.taper',
};

export const REASON_KEYS: Record<AdjustmentReason, string> = {
  felt_too_hard: 'training:adjustments.felt_too_hard',
  low_energy: 'training:adjustments.low_energy',
  easy_pace_too_hard: 'training:adjustments.easy_pace_too_hard',
  missed_runs: 'training:adjustments.missed_runs',
  back_on_track: 'training:adjustments.back_on_track',
  recent_running_limit: 'training:adjustments.recent_running_limit',
  back_toward_plan: 'training:adjustments.back_toward_plan',
  run_days_changed: 'training:adjustments.run_days_changed',
  slower_than_zone: 'training:adjustments.slower_than_zone',
  paces_in_zone: 'training:adjustments.paces_in_zone',
  session_moved: 'training:adjustments.session_moved',
  checked_in_sick: 'training:adjustments.checked_in_sick',
  checked_in_tired: 'training:adjustments.checked_in_tired',
  checked_in_injured: 'training:adjustments.checked_in_injured',
  checked_in_travelling: 'training:adjustments.checked_in_travelling',
  checked_in_fine: 'training:adjustments.checked_in_fine',
  return_from_injury: 'training:adjustments.return_from_injury',
};

export const CHECK_IN_KEYS: Record<PlanCheckInStatus, string> = {
  fine: 'training:checkIn.fine',
  tired: 'training:checkIn.tired',
  sick: 'training:checkIn.sick',
  injured: 'training:checkIn.injured',
  travelling: 'training:checkIn.travelling',
};

export const STATUS_KEYS = {
  active: 'training:status.active',
  paused: 'training:status.paused',
  completed: 'training:status.completed',
  cancelled: 'training:status.cancelled',
} as const;

export const WEATHER_KEYS = {
  sunny: 'training:weather.sunny',
  cloudy: 'training:weather.cloudy',
  rainy: 'training:weather.rainy',
  windy: 'training:weather.windy',
  hot: 'training:weather.hot',
  humid: 'training:weather.humid',
  cold: 'training:weather.cold',
} as const;

/** Monday first, as plan weeks run (0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
