/*
 * Running pace as Stride stores it (users.preferredPace, averagePace): minutes and seconds per
 * kilometre, "5:30". Input may add a unit ("5:30/km", "5:30 min/km") or give minutes per mile
 * ("8:51/mi", "8:51 min/mile"), which is converted. No zod here: lists and cards format paces too.
 */

/** Paces Stride accepts, in seconds per km: 2:00/km (faster than any world record) to 20:00/km (a walk). */
export const PACE_SECONDS_PER_KM = { min: 120, max: 1200 } as const;

const KM_PER_MILE = 1.609344;
const PACE_PATTERN =
  /^(\d{1,2}):([0-5]\d)\s*(?:(?:min(?:utes)?\s*)?(?:\/|per\s+)\s*(km|kilometre|kilometer|mi|mile))?$/i;

/** Seconds per kilometre of a pace text, or null when it is not a pace Stride accepts. */
export function parsePace(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = PACE_PATTERN.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * 60 + Number(match[2]);
  const perMile = /^mi/i.test(match[3] ?? '');
  const perKm = Math.round(perMile ? seconds / KM_PER_MILE : seconds);
  return perKm >= PACE_SECONDS_PER_KM.min && perKm <= PACE_SECONDS_PER_KM.max ? perKm : null;
}

/** "5:30" for 330 seconds per km. */
export function formatPace(secondsPerKm: number): string {
  const whole = Math.round(secondsPerKm);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
