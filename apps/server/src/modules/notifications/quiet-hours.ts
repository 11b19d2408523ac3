import { clockMinutes, type QuietHours } from '@stride/contracts';
import { localDateTime, wallClockInstant, wallClockInstants } from '../../lib/timezones.ts';

/** One night's (or day's) quiet period as instants. */
export interface QuietWindow {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The one night's (or day's) quiet hours containing `instant`, by the wall clock. */
function periodAt(instant: Date, timeZone: string, quiet: QuietHours): QuietWindow | null {
  const { date, minuteOfDay } = localDateTime(instant, timeZone);
  const from = clockMinutes(quiet.start);
  const to = clockMinutes(quiet.end);
  // Quiet hours began the last time before `instant` the clock read their start, and end the first
  // time after `instant` it reads their end (the repeated and skipped hours of daylight saving
  // included). A start in the hour repeated when clocks go back is read twice: between the two readings
  // the clock is back before the start, so quiet hours begin again at the second (quietWindowAt joins
  // the two when the clock stayed within quiet hours all along).
  const startOf = (day: string) =>
    wallClockInstants(day, quiet.start, timeZone)
      .filter((reading) => reading <= instant)
      .at(-1) ?? wallClockInstant(day, quiet.start, timeZone);
  const period = (startDay: string, endDay: string) => ({
    start: startOf(startDay),
    end: wallClockInstant(endDay, quiet.end, timeZone, new Date(instant.getTime() + 1)),
  });
  if (from < to) return minuteOfDay >= from && minuteOfDay < to ? period(date, date) : null;
  if (minuteOfDay >= from) return period(date, shiftDate(date, 1));
  if (minuteOfDay < to) return period(shiftDate(date, -1), date);
  return null;
}

/**
 * The quiet period containing `instant`, read on the runner's own wall clock in `timeZone`, or null
 * when quiet hours are off or `instant` lies outside them. A window whose start is later than its
 * end wraps midnight (22:00 to 08:00 runs from one evening to the next morning), so across a
 * daylight-saving change it lasts an hour more or less than usual. When a skipped hour makes one
 * night's quiet hours run straight into the next (02:15 to 02:00), they count as one period.
 */
export function quietWindowAt(instant: Date, timeZone: string, quiet: QuietHours): QuietWindow | null {
  if (!quiet.enabled || quiet.start === quiet.end) return null;
  const found = periodAt(instant, timeZone, quiet);
  if (!found) return null;
  let { start, end } = found;
  for (let i = 0; i < 3; i++) {
    const next = periodAt(end, timeZone, quiet);
    if (!next) break;
    end = next.end;
  }
  for (let i = 0; i < 3; i++) {
    const previous = periodAt(new Date(start.getTime() - 1), timeZone, quiet);
    if (!previous) break;
    start = previous.start;
  }
  return { start, end };
}

export function isQuietAt(instant: Date, timeZone: string, quiet: QuietHours): boolean {
  return quietWindowAt(instant, timeZone, quiet) !== null;
}

/** How far before quiet hours begin a message held back from them goes out. */
export const BEFORE_QUIET_MS = 60_000;

export type Release =
  { at: Date; held: 'no' | 'until_quiet_end' | 'before_quiet_start' } | { at: null; reason: 'quiet_hours' };

/**
 * When an e-mail or push message due at `due` may go out under the runner's quiet hours (issue 11):
 * outside them, at once; inside them, held until they end. With a `deadline` (the run's start) that
 * comes no later than that end, the message goes just before the quiet hours began instead, and when
 * that moment has already passed (`now` is inside the same quiet period) it is not sent at all: the
 * in-app notification still carries it.
 */
export function releaseTime(
  due: Date,
  options: { timeZone: string; quiet: QuietHours; now: Date; deadline?: Date },
): Release {
  const window = quietWindowAt(due, options.timeZone, options.quiet);
  if (!window) return { at: due, held: 'no' };
  if (!options.deadline || options.deadline.getTime() > window.end.getTime()) {
    return { at: window.end, held: 'until_quiet_end' };
  }
  if (window.start.getTime() <= options.now.getTime()) return { at: null, reason: 'quiet_hours' };
  const before = Math.max(window.start.getTime() - BEFORE_QUIET_MS, options.now.getTime());
  return { at: new Date(before), held: 'before_quiet_start' };
}
