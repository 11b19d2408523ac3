import { CLOCK_FORMAT, INTL_LOCALES, LONG_DATE_FORMAT } from '@stride/contracts';
import type { Language } from '@/i18n/languages';

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

// Building Intl formatters is comparatively slow; lists format hundreds of values with the same options.
const formatterCache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateTimeFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(language), options);
    formatterCache.set(key, formatter);
  }
  return formatter as Intl.DateTimeFormat;
}

function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), options);
    formatterCache.set(key, formatter);
  }
  return formatter as Intl.NumberFormat;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Reads an event-style date ('YYYY-MM-DD') as a local calendar day. `new Date('2025-03-05')` would be
 * UTC midnight, which is still the 4th in the Americas; an event date must not move with the viewer.
 */
export function parseDateOnly(value: string): Date | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  // Rejects impossible dates such as 2025-02-30 instead of silently rolling them over.
  return date.getMonth() === Number(m) - 1 && date.getDate() === Number(d) ? date : null;
}

/** Accepts a Date, a 'YYYY-MM-DD' day or an ISO timestamp. */
export type DateInput = Date | string;

function toDate(value: DateInput): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = parseDateOnly(value);
  if (day) return day;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

export type DateStyle = 'numeric' | 'medium' | 'long';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' }, // en: 05/03/2025
  medium: { day: 'numeric', month: 'short', year: 'numeric' }, // en: 5 Mar 2025
  long: LONG_DATE_FORMAT, // en: Wednesday 5 March 2025
};

/** A calendar date in the language's format. Unreadable input is returned unchanged rather than hidden. */
export function formatDate(value: DateInput, language: Language, style: DateStyle = 'numeric'): string {
  const date = toDate(value);
  if (!date) return typeof value === 'string' ? value : '';
  return dateTimeFormat(language, DATE_STYLES[style]).format(date);
}

/** A clock time ('HH:MM' or a Date) in the language's format; en: "6:30 am". */
export function formatTime(value: Date | string, language: Language): string {
  let date: Date | null;
  if (typeof value === 'string') {
    const match = TIME_ONLY.exec(value);
    if (!match) return value;
    date = new Date(2000, 0, 1, Number(match[1]), Number(match[2]));
  } else {
    date = toDate(value);
  }
  if (!date) return '';
  return dateTimeFormat(language, CLOCK_FORMAT).format(date);
}

/** An event's day and optional start time together; en: "05/03/2025, 6:30 am". */
export function formatDateTime(date: string, time: string | null | undefined, language: Language): string {
  const day = parseDateOnly(date);
  const clock = time ? TIME_ONLY.exec(time) : null;
  if (!day) return formatDate(date, language);
  if (!clock) return formatDate(day, language);
  day.setHours(Number(clock[1]), Number(clock[2]));
  return dateTimeFormat(language, { ...DATE_STYLES.numeric, hour: 'numeric', minute: '2-digit' }).format(day);
}

export function formatNumber(
  value: number,
  language: Language,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(language, options).format(value);
}

/** A distance in kilometres; en: "5.2 km". The spec shows distances to one decimal. */
export function formatDistanceKm(km: number, language: Language, fractionDigits = 1): string {
  return numberFormat(language, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(km);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The short name of a time zone at an instant, as Australians write it ("AEDT", "AWST"). Australian
 * English names the zones in every language (the others would say "GMT+11").
 */
export function timeZoneName(timezone: string, startsAt: string): string {
  let format = zoneFormats.get(timezone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-AU', { timeZone: timezone, timeZoneName: 'short' });
    } catch {
      return '';
    }
    zoneFormats.set(timezone, format);
  }
  const instant = new Date(startsAt);
  if (Number.isNaN(instant.getTime())) return '';
  return format.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** Stored distances are metres (users.totalDistance); screens show kilometres. */
export function metresToKm(metres: number): number {
  return metres / 1000;
}
