/** Pure rules of the Events Near Me card (SPEC section 5, Near-me search). */

/** The map centre is kept to 4 decimals. */
export const roundCoord = (n: number) => Math.round(n * 10_000) / 10_000;

/** Map clicks within about 0.001 degrees of the current centre are ignored. */
export const CLICK_IGNORE_DEGREES = 0.001;

export function isNegligibleMove(
  from: { lat: number; lng: number } | null,
  to: { lat: number; lng: number },
): boolean {
  if (!from) return false;
  return (
    Math.abs(from.lat - to.lat) < CLICK_IGNORE_DEGREES && Math.abs(from.lng - to.lng) < CLICK_IGNORE_DEGREES
  );
}

/** Today as YYYY-MM-DD in the viewer's time zone. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export type CustomRangeError = 'startRequired' | 'startPast' | 'endBeforeStart' | null;

/** The custom range starts no earlier than today, and its end is no earlier than its start. */
export function validateCustomRange(start: string, end: string, now = new Date()): CustomRangeError {
  if (!start || !end) return 'startRequired';
  if (start < todayIso(now)) return 'startPast';
  if (end < start) return 'endBeforeStart';
  return null;
}

/**
 * A custom range as the search's `hours`: from now to the end of the end day, rounded up, at least 1.
 * (The search window always starts now, so a range's start only limits which days are valid.)
 */
export function customRangeHours(end: string, now = new Date()): number {
  const [y, m, d] = end.split('-').map(Number) as [number, number, number];
  const endOfDay = new Date(y, m - 1, d, 23, 59, 59, 999);
  const hours = Math.ceil((endOfDay.getTime() - now.getTime()) / 3_600_000);
  return Math.max(1, hours);
}
