// Option lists and constants from docs/SPEC.md, 'Entities and their fields' (option lists) and 'Business constants and limits'. Client and server both read them from here.

export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The Intl locale each language writes dates and numbers in, on the screen and in e-mails alike.
 * English is Australian English, so dates read dd/mm/yyyy and times "6:30 am".
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-AU',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR',
  zh: 'zh-CN',
  ja: 'ja-JP',
};

/**
 * A calendar date written out in full ('Wednesday 5 March 2025' in English): the web's 'long' date style,
 * and the server's where it paints the same text (the training dashboard's top, issue 30).
 */
export const LONG_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/** A clock time ('6:30 am' in English): the web's formatTime, and the server's where it paints one. */
export const CLOCK_FORMAT: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

export const EVENT_DISTANCE_OPTIONS = [
  '1mi',
  '5k',
  '8k/5mi',
  '10k',
  '15k',
  '10mi',
  'Half Marathon',
  'Marathon',
  '50k',
  '50mi',
  'Ultra',
  'Parkrun',
  'Fun Run',
  'Other',
  'Relay',
  'OCR',
  'Fundraiser',
] as const;
export type EventDistance = (typeof EVENT_DISTANCE_OPTIONS)[number];

export const GOAL_DISTANCE_OPTIONS = [
  '5k',
  '10k',
  'half_marathon',
  'marathon',
  'ultra_marathon',
  'triathlon',
  'trail_running',
  'charity_run',
] as const;

export const DIFFICULTY_OPTIONS = ['beginner', 'intermediate', 'advanced', 'elite'] as const;
/** A runner's experience level (profile, buddy preferences, training plans): the goal difficulty scale. */
export const EXPERIENCE_LEVELS = DIFFICULTY_OPTIONS;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const GOAL_STATUSES = ['active', 'completed', 'paused', 'cancelled'] as const;

export const PREFERRED_DISTANCE_OPTIONS = [
  '5k',
  '10k',
  '15k',
  'half_marathon',
  'marathon',
  'ultra',
  'fun_run',
  'other',
] as const;

export const SEX_OPTIONS = ['male', 'female', 'non-binary', 'prefer-not-to-say'] as const;
export type Sex = (typeof SEX_OPTIONS)[number];

export const RECURRING_TYPES = ['daily', 'weekly', 'monthly'] as const;
export const ABILITY_LEVELS = ['beginner', 'intermediate', 'advanced', 'all_welcome'] as const;
export const ATTENDANCE_STATUSES = ['interested', 'attending', 'maybe', 'not_attending'] as const;
/**
 * official: a race run by its organiser; run_club: a club's run; user: a run any runner hosts (SPEC 1:
 * "official races or run-club or user events"). A runner's new event is a user event unless they say so.
 */
export const EVENT_TYPES = ['user', 'official', 'run_club'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_FILTERS = ['all', ...EVENT_TYPES] as const;
export const TIME_FILTERS = ['all', 'morning', 'afternoon', 'evening'] as const;
export const DISTANCE_FILTERS = [
  'all',
  'ultramarathon',
  'marathon',
  'halfMarathon',
  '10k',
  '5k',
  'fixedTime',
  'noDistance',
  'casual',
  'walk',
] as const;
export type DistanceFilter = (typeof DISTANCE_FILTERS)[number];

/** How each distance filter maps onto the 17 stored event distance options. */
export const DISTANCE_FILTER_MATCHES: Record<Exclude<DistanceFilter, 'all'>, readonly EventDistance[]> = {
  ultramarathon: ['50k', '50mi', 'Ultra'],
  marathon: ['Marathon'],
  halfMarathon: ['Half Marathon'],
  '10k': ['10k', '15k', '10mi', '8k/5mi'],
  '5k': ['5k', 'Parkrun', '1mi'],
  fixedTime: ['Relay', 'OCR'],
  noDistance: ['Other', 'Fundraiser'],
  casual: ['Fun Run', 'Parkrun'],
  walk: ['Fun Run', 'Fundraiser', '1mi'],
};

/** Start-hour ranges (inclusive start, exclusive end) of the time-of-day filters and labels. */
export const TIME_OF_DAY_HOURS = {
  morning: [6, 12],
  afternoon: [12, 18],
  evening: [18, 22],
} as const;
export type TimeOfDay = keyof typeof TIME_OF_DAY_HOURS | 'night';

export function timeOfDay(hour: number): TimeOfDay {
  for (const [label, [from, to]] of Object.entries(TIME_OF_DAY_HOURS)) {
    if (hour >= from && hour < to) return label as TimeOfDay;
  }
  return 'night';
}

/** The days of the week, Monday first: a runner's availabilityDays, a club's runDays. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The days a club runs on: days of the week. */
export const RUN_DAYS = WEEKDAYS;
export type RunDay = (typeof RUN_DAYS)[number];

export const SEARCH_RADIUS_KM = [5, 10, 20, 50, 100] as const;
export const DEFAULT_SEARCH_RADIUS_KM = 10;
export const TIME_PERIOD_HOURS = [24, 48, 168, 336, 720] as const;
export const DEFAULT_TIME_PERIOD_HOURS = 168;

export const LIMITS = {
  /** The near-me search counts its matches up to here and answers 'N+' beyond (issue 13). */
  nearbyTotalCap: 500,
  passwordMin: 8,
  passwordMax: 128,
  emailMax: 255,
  nameMax: 50,
  registerLocationMax: 100,
  runClubLocationMax: 200,
  ageMin: 13,
  ageMax: 120,
  emojiMax: 10,
  strengthMaxScore: 11,
  defaultMaxParticipants: 15,
  eventsListDefault: 50,
  eventsListMax: 100,
  locationSuggestionsDefault: 8,
  locationSuggestionsMax: 20,
  locationQueryMin: 2,
  detailDistanceBadges: 3,
  detailParticipants: 10,
  nearMeListInitial: 4,
  structuredDataEvents: 5,
  skeletonRows: 3,
} as const;

export const UI_TIMINGS = {
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  socialPanelDelayMs: 1000,
  doubleTapWindowMs: 300,
  mapClickDebounceMs: 300,
  profileRedirectMs: 1000,
  resetRedirectMs: 3000,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
