/** RFC 5545 calendar text: CRLF line ends, lines folded at 75 octets, TEXT values escaped, times in UTC. */
export interface IcalEvent {
  id: number;
  title: string;
  description: string | null;
  location: string;
  lat: number;
  lng: number;
  startsAt: Date;
  updatedAt: Date;
  status: string;
  /** RFC 5545 SEQUENCE: how many times its time, place or status changed (event-sequence.ts). */
  sequence: number;
  url: string;
}

/** A whole-day entry (a training plan's workout): DTSTART as a date, no time or place. */
export interface IcalDay {
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  description: string;
  updatedAt: Date;
  url: string;
}

const icalDate = (date: string) => date.replaceAll('-', '');
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n|\r/g, '\\n');
}

/** Folds a content line so no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function utcStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const DEFAULT_DURATION_MS = 60 * 60 * 1000;

/**
 * A workout day's SEQUENCE: the minutes from 2026 to its plan's last change. Plans are rewritten as a
 * whole (adaptation, a pause), so the change time is the counter that only ever grows.
 */
const daySequence = (updatedAt: Date) =>
  Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2026, 0, 1)) / 60_000));

export function buildCalendar(
  items: IcalEvent[],
  opts: { name: string; domain: string; now?: Date },
  days: readonly IcalDay[] = [],
): string {
  const stamp = utcStamp(opts.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stride//Running events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
  ];
  for (const e of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:event-${e.id}@${opts.domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(e.startsAt)}`,
      `DTEND:${utcStamp(new Date(e.startsAt.getTime() + DEFAULT_DURATION_MS))}`,
      `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
      `SEQUENCE:${e.sequence}`,
      `SUMMARY:${escapeText(e.title)}`,
      `LOCATION:${escapeText(e.location)}`,
      `GEO:${e.lat.toFixed(6)};${e.lng.toFixed(6)}`,
      `URL:${e.url}`,
      `STATUS:${e.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      'END:VEVENT',
    );
  }
  for (const d of days) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${d.uid}@${opts.domain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icalDate(d.date)}`,
      `DTEND;VALUE=DATE:${icalDate(nextDay(d.date))}`,
      `LAST-MODIFIED:${utcStamp(d.updatedAt)}`,
      `SEQUENCE:${daySequence(d.updatedAt)}`,
      `SUMMARY:${escapeText(d.title)}`,
      `URL:${d.url}`,
      'TRANSP:TRANSPARENT',
      `DESCRIPTION:${escapeText(d.description)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
