import { STRAVA_SYNC } from '@stride/contracts';

/*
 * Strava's rate limits, per application: by default 200 requests per 15 minutes and 2,000 per day.
 * The 15-minute window resets at :00, :15, :30 and :45 past the hour, the daily one at midnight UTC.
 * Every answer reports them in X-RateLimit-Limit and X-RateLimit-Usage ("15-minute,daily"); the
 * stricter read-only limits, when sent, come in X-ReadRateLimit-Limit / -Usage. A 429 means wait
 * for the next window.
 */

export const STRAVA_DEFAULT_LIMITS = { fifteenMinutes: 200, daily: 2000 } as const;

export interface RateLimitWindow {
  limit: number;
  usage: number;
}

export interface RateLimitState {
  fifteenMinutes: RateLimitWindow;
  daily: RateLimitWindow;
}

type HeaderSource = Headers | Readonly<Record<string, string | string[] | number | undefined>>;

function header(headers: HeaderSource, name: string): string | null {
  if (headers instanceof Headers) return headers.get(name);
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return value === undefined ? null : Array.isArray(value) ? (value[0] ?? null) : String(value);
}

function pair(value: string | null): [number, number] | null {
  const parts = value?.split(',').map((p) => Number(p.trim()));
  if (parts?.length !== 2 || parts.some((n) => !Number.isInteger(n) || n < 0)) return null;
  return [parts[0]!, parts[1]!];
}

function stateFrom(headers: HeaderSource, prefix: string): RateLimitState | null {
  const limit = pair(header(headers, `${prefix}-Limit`));
  const usage = pair(header(headers, `${prefix}-Usage`));
  if (!limit || !usage) return null;
  return {
    fifteenMinutes: { limit: limit[0], usage: usage[0] },
    daily: { limit: limit[1], usage: usage[1] },
  };
}

/**
 * The limits an answer reports, or null when it reports none. With both the overall and the read
 * limits present, each window keeps the one with fewer requests left.
 */
export function readRateLimit(headers: HeaderSource): RateLimitState | null {
  const overall = stateFrom(headers, 'X-RateLimit');
  const read = stateFrom(headers, 'X-ReadRateLimit');
  if (!overall || !read) return overall ?? read;
  const tighter = (a: RateLimitWindow, b: RateLimitWindow) => (b.limit - b.usage < a.limit - a.usage ? b : a);
  return {
    fifteenMinutes: tighter(overall.fifteenMinutes, read.fifteenMinutes),
    daily: tighter(overall.daily, read.daily),
  };
}

const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/** The next :00, :15, :30 or :45 past the hour (UTC), when Strava's 15-minute window resets. */
export function nextQuarterHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / QUARTER_MS) * QUARTER_MS + QUARTER_MS);
}

export function nextUtcMidnight(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
}

/**
 * Milliseconds to wait before the next request to Strava, from the last answer's status and
 * headers: until midnight UTC when the day's requests are used up, until the next quarter hour
 * when the 15-minute ones are (or on any 429), else 0.
 */
export function rateLimitWaitMs(status: number, headers: HeaderSource, now: Date): number {
  const state = readRateLimit(headers);
  if (state && state.daily.usage >= state.daily.limit) return nextUtcMidnight(now).getTime() - now.getTime();
  if (status === 429 || (state && state.fifteenMinutes.usage >= state.fifteenMinutes.limit)) {
    return nextQuarterHour(now).getTime() - now.getTime();
  }
  return 0;
}

/**
 * Whether a linked club is due for its sync: never synced, or `intervalHours` since the last one.
 * The interval is never below a day (Strava's terms: one sync call per club per day).
 */
export function clubSyncDue(lastSyncAt: Date | null, intervalHours: number, now: Date): boolean {
  if (!lastSyncAt) return true;
  return (
    now.getTime() - lastSyncAt.getTime() >= Math.max(intervalHours, STRAVA_SYNC.minIntervalHours) * 3_600_000
  );
}
