import { formatPace, type PaceRange } from '@stride/contracts';
import { intlLocale } from '@/lib/format';
import type { Language } from '@/i18n/languages';

// Plan-specific formatting in the reader's language: weekday names, day lists, paces and durations.

/** 2024-01-07 was a Sunday: day d (0 = Sunday) falls on 2024-01-(7 + d). */
export function weekdayName(day: number, language: Language, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: style, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );
}

export function dayList(days: readonly number[], language: Language): string {
  const names = days.map((d) => weekdayName(d, language));
  return new Intl.ListFormat(intlLocale(language), { type: 'conjunction' }).format(names);
}

/** '5:06–5:11' (per km; the caller adds the unit words). */
export const paceRange = (r: PaceRange) =>
  r.fastSecPerKm === r.slowSecPerKm
    ? formatPace(r.fastSecPerKm)
    : `${formatPace(r.fastSecPerKm)}–${formatPace(r.slowSecPerKm)}`;

/** Seconds as H:MM:SS or M:SS. */
export function clock(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** 'Mon 5 Mar' in the reader's language, for a YYYY-MM-DD plan date. */
export function dayLabel(date: string, language: Language): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
