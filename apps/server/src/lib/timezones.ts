/** Each state's time zone. Events keep local date and time; the UTC instant is derived with these. */
export const STATE_TIMEZONES: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
};

export function timezoneForState(state: string | undefined): string {
  return (state && STATE_TIMEZONES[state.toUpperCase()]) || 'Australia/Sydney';
}

// Building a DateTimeFormat costs far more than using one; reminders and imports convert many instants.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes east of UTC that `timeZone` is at the instant `utcMs`. */
function offsetMinutes(utcMs: number, timeZone: string): number {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - utcMs) / 60000);
}

/** The UTC instant of a wall-clock date ("2026-12-05") and time ("06:00") in `timeZone`. */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  let utc = wall - offsetMinutes(wall, timeZone) * 60000;
  // A second pass settles times near a daylight-saving change.
  utc = wall - offsetMinutes(utc, timeZone) * 60000;
  return new Date(utc);
}

const DAY_MS = 86_400_000;

/**
 * Every instant at which the wall clock in `timeZone` reads `date` `time`, earliest first: one
 * usually, two in the hour repeated when clocks go back, none in the hour skipped when they go forward.
 */
export function wallClockInstants(date: string, time: string, timeZone: string): Date[] {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  // A day either side of the wall time brackets any change of offset near it.
  const offsets = new Set([offsetMinutes(wall - DAY_MS, timeZone), offsetMinutes(wall + DAY_MS, timeZone)]);
  return [...offsets]
    .map((offset) => wall - offset * 60000)
    .filter((utc) => utc + offsetMinutes(utc, timeZone) * 60000 === wall)
    .sort((a, b) => a - b)
    .map((utc) => new Date(utc));
}

/**
 * The first instant at which the wall clock in `timeZone` reads `date` `time` (at or after
 * `notBefore`, when it reads so twice); for a time in a skipped hour, the moment the clocks jumped
 * past it.
 */
export function wallClockInstant(date: string, time: string, timeZone: string, notBefore?: Date): Date {
  const exact = wallClockInstants(date, time, timeZone);
  if (exact.length) return exact.find((t) => !notBefore || t >= notBefore) ?? exact[exact.length - 1]!;
  const target = `${date}T${time}`;
  const reads = (utc: number) => {
    const local = localDateTime(new Date(utc), timeZone);
    return `${local.date}T${local.time}`;
  };
  // Before the jump the clock reads earlier than the target, after it later: find the jump.
  let lo = zonedToUtc(date, time, timeZone).getTime() - 3 * 3_600_000;
  let hi = lo + 6 * 3_600_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (reads(mid) >= target) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** The local calendar date ("YYYY-MM-DD") at `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const STATE_IN_LABEL = new RegExp(`\\b(${Object.keys(STATE_TIMEZONES).join('|')})\\b`);

/**
 * The zone of an Australian locality label such as "Cottesloe, WA 6011" (the form every stored
 * location takes), by its state; Sydney when the label names none.
 */
export function timezoneForLocality(label: string | null | undefined): string {
  return timezoneForState(label ? STATE_IN_LABEL.exec(label)?.[1] : undefined);
}

/** The wall clock at `instant` in `timeZone`: local date ("YYYY-MM-DD"), time ("HH:MM") and minute of the day. */
export function localDateTime(
  instant: Date,
  timeZone: string,
): { date: string; time: string; minuteOfDay: number } {
  const local = new Date(instant.getTime() + offsetMinutes(instant.getTime(), timeZone) * 60000);
  const iso = local.toISOString();
  return {
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    minuteOfDay: local.getUTCHours() * 60 + local.getUTCMinutes() + local.getUTCSeconds() / 60,
  };
}

/** Whether `timeZone` is an IANA zone this runtime knows ("Australia/Perth"; not "GMT+8" or ""). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(timeZone) && timeZone !== 'UTC') return false;
  try {
    return Boolean(wallClockFormat(timeZone));
  } catch {
    return false;
  }
}
