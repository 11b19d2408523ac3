import { INTL_LOCALES, type Language } from './options.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/*
 * The largest unit that still reads naturally, switching a little before each boundary the way people
 * talk ("45 minutes ago" becomes "1 hour ago", 23 hours reads "yesterday").
 */
const STEPS: readonly { below: number; unit: Intl.RelativeTimeFormatUnit; size: number }[] = [
  { below: 45 * MINUTE, unit: 'minute', size: MINUTE },
  { below: 22 * HOUR, unit: 'hour', size: HOUR },
  { below: 6.5 * DAY, unit: 'day', size: DAY },
  { below: 4 * WEEK, unit: 'week', size: WEEK },
  { below: 11 * MONTH, unit: 'month', size: MONTH },
];

const formatters = new Map<Language, Intl.RelativeTimeFormat>();

function formatter(language: Language): Intl.RelativeTimeFormat {
  let rtf = formatters.get(language);
  if (!rtf) {
    // numeric 'auto' gives "yesterday" / "hier" / "昨天" rather than "1 day ago".
    rtf = new Intl.RelativeTimeFormat(INTL_LOCALES[language], { numeric: 'auto' });
    formatters.set(language, rtf);
  }
  return rtf;
}

/**
 * How long ago (or, for a clock running behind the server, how soon) `value` is, in the language's own
 * words: en "5 minutes ago", fr "il y a 5 minutes", ja "5 分前". Under 45 seconds reads "now".
 * Unreadable input gives an empty string rather than "NaN years ago".
 */
export function formatRelativeTime(
  value: Date | string,
  language: Language,
  now: number = Date.now(),
): string {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = (time - now) / 1000;
  const abs = Math.abs(seconds);
  const rtf = formatter(language);
  if (abs < 45) return rtf.format(0, 'second');
  const step = STEPS.find((s) => abs < s.below);
  const unit = step?.unit ?? 'year';
  const size = step?.size ?? YEAR;
  // At least one of the unit: 50 seconds is "1 minute ago", never "0 minutes ago".
  const amount = Math.max(1, Math.round(abs / size));
  return rtf.format(seconds < 0 ? -amount : amount, unit);
}
