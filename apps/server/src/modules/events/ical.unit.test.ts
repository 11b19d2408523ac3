import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, utcStamp } from './ical.ts';

describe('iCalendar formatting (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets with CRLF + space, never splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('writes UTC stamps', () => {
    expect(utcStamp(new Date('2027-04-03T19:00:00.123Z'))).toBe('20270403T190000Z');
  });

  it('builds a calendar with UID, DTSTAMP, DTSTART in UTC and CRLF line ends', () => {
    const text = buildCalendar(
      [
        {
          id: 7,
          title: 'Bondi, Sunrise',
          description: null,
          location: 'Bondi, NSW 2026',
          lat: -33.8915,
          lng: 151.2767,
          startsAt: new Date('2027-01-09T19:00:00Z'),
          updatedAt: new Date('2026-12-01T00:00:00Z'),
          status: 'cancelled',
          sequence: 3,
          url: 'https://stride.test/events/7',
        },
      ],
      { name: 'Stride', domain: 'stride.test', now: new Date('2026-12-02T10:00:00Z') },
    );
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Stride//Running events//EN',
    ]);
    for (const l of [
      'UID:event-7@stride.test',
      'DTSTAMP:20261202T100000Z',
      'DTSTART:20270109T190000Z',
      'DTEND:20270109T200000Z',
      'SUMMARY:Bondi\\, Sunrise',
      'STATUS:CANCELLED',
      'SEQUENCE:3',
      'LAST-MODIFIED:20261201T000000Z',
      'GEO:-33.891500;151.276700',
    ]) {
      expect(text).toContain(`\r\n${l}\r\n`);
    }
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
  });
});
