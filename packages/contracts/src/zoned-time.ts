/**
 * An instant as local time in a zone, with that zone's offset at the instant: ISO 8601 the way
 * schema.org and Google's event guidelines want it ("2026-11-28T06:00:00+11:00"). Australia's zones
 * differ by up to three hours and two of them keep daylight saving, so a start without its offset is
 * ambiguous (issue 28).
 */
export function zonedIso(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  // "GMT+11:00", or "GMT" itself for UTC.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
