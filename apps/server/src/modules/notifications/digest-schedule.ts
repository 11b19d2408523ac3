import type { QuietHours } from '@stride/contracts';
import { localDate, wallClockInstant } from '../../lib/timezones.ts';
import { releaseTime } from './quiet-hours.ts';

/** The runner's local time the daily digest goes out, unless their quiet hours end later. */
export const DIGEST_TIME = '08:00';

const DAY_MS = 86_400_000;

/**
 * When a runner's next daily digest goes: 08:00 on their own wall clock, or the moment their quiet
 * hours end when 08:00 falls inside them (quiet hours 22:00 to 09:30 send it at 09:30). Today's if
 * that moment is still ahead, else tomorrow's.
 */
export function nextDigestAt(now: Date, timeZone: string, quiet: QuietHours): Date {
  const today = Date.parse(`${localDate(now, timeZone)}T00:00:00Z`);
  let release = now;
  // Today's or tomorrow's is ahead (quiet hours never last a whole day); the third day is a safety net.
  for (let day = 0; day < 3 && release.getTime() <= now.getTime(); day++) {
    const date = new Date(today + day * DAY_MS).toISOString().slice(0, 10);
    const at = wallClockInstant(date, DIGEST_TIME, timeZone);
    // Without a deadline a release always has a moment.
    release = releaseTime(at, { timeZone, quiet, now }).at ?? at;
  }
  return release;
}
