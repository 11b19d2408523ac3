import { describe, expect, it } from 'vitest';
import {
  isKnownTimeZone,
  localDate,
  localDateTime,
  timezoneForLocality,
  timezoneForState,
  wallClockInstant,
  wallClockInstants,
  zonedToUtc,
} from './timezones.ts';

describe('time zones', () => {
  it('maps every state and territory to its zone', () => {
    expect(timezoneForState('WA')).toBe('Australia/Perth');
    expect(timezoneForState('nt')).toBe('Australia/Darwin');
    expect(timezoneForState('ACT')).toBe('Australia/Sydney');
    expect(timezoneForState(undefined)).toBe('Australia/Sydney');
  });

  it('puts 06:00 in Perth three hours after 06:00 in Sydney in winter', () => {
    expect(zonedToUtc('2026-07-01', '06:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-06-30T20:00:00.000Z',
    );
    expect(zonedToUtc('2026-07-01', '06:00', 'Australia/Perth').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });

  it('follows daylight saving in Sydney but not in Brisbane', () => {
    expect(zonedToUtc('2026-12-05', '06:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-12-04T19:00:00.000Z',
    );
    expect(zonedToUtc('2026-12-05', '06:00', 'Australia/Brisbane').toISOString()).toBe(
      '2026-12-04T20:00:00.000Z',
    );
    expect(zonedToUtc('2026-12-05', '06:00', 'Australia/Adelaide').toISOString()).toBe(
      '2026-12-04T19:30:00.000Z',
    );
  });

  it('handles the morning daylight saving starts', () => {
    // Clocks in Sydney jump from 02:00 to 03:00 on 4 October 2026.
    expect(zonedToUtc('2026-10-04', '06:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T19:00:00.000Z',
    );
    expect(zonedToUtc('2026-10-03', '06:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-02T20:00:00.000Z',
    );
  });

  it('gives the local calendar date of an instant', () => {
    const instant = new Date('2026-06-30T20:00:00Z');
    expect(localDate(instant, 'Australia/Sydney')).toBe('2026-07-01');
    expect(localDate(instant, 'Australia/Perth')).toBe('2026-07-01');
    expect(localDate(new Date('2026-06-30T15:00:00Z'), 'Australia/Perth')).toBe('2026-06-30');
  });

  it('reads the zone from a locality label', () => {
    expect(timezoneForLocality('Cottesloe, WA 6011')).toBe('Australia/Perth');
    expect(timezoneForLocality('Glenelg, SA 5045')).toBe('Australia/Adelaide');
    expect(timezoneForLocality('Braddon, ACT 2612')).toBe('Australia/Sydney');
    // "SA" inside a word is not a state.
    expect(timezoneForLocality('Samford Valley, QLD 4520')).toBe('Australia/Brisbane');
    expect(timezoneForLocality(null)).toBe('Australia/Sydney');
    expect(timezoneForLocality('Somewhere')).toBe('Australia/Sydney');
  });

  it('gives the wall clock of an instant', () => {
    // 20:00 UTC is 07:00 the next day in Sydney in summer (AEDT) and 06:00 in winter (AEST).
    expect(localDateTime(new Date('2026-12-04T20:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-12-05',
      time: '07:00',
      minuteOfDay: 420,
    });
    expect(localDateTime(new Date('2026-06-04T20:00:30Z'), 'Australia/Sydney')).toEqual({
      date: '2026-06-05',
      time: '06:00',
      minuteOfDay: 360.5,
    });
    expect(localDateTime(new Date('2026-06-04T20:00:00Z'), 'Australia/Perth').time).toBe('04:00');
  });

  it('recognises IANA zones only', () => {
    expect(isKnownTimeZone('Australia/Perth')).toBe(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    for (const bad of ['', 'GMT+8', 'Mars/Olympus', '(GMT+10:00) Australia/Sydney', 'EST']) {
      expect(isKnownTimeZone(bad)).toBe(false);
    }
  });

  it('finds both instants of a repeated wall time and none of a skipped one', () => {
    const iso = (ds: Date[]) => ds.map((d) => d.toISOString());
    // Sydney goes back from 03:00 AEDT to 02:00 AEST on 5 April 2026: 02:30 happens twice.
    expect(iso(wallClockInstants('2026-04-05', '02:30', 'Australia/Sydney'))).toEqual([
      '2026-04-04T15:30:00.000Z',
      '2026-04-04T16:30:00.000Z',
    ]);
    // and jumps from 02:00 AEST to 03:00 AEDT on 4 October 2026: 02:30 never happens.
    expect(wallClockInstants('2026-10-04', '02:30', 'Australia/Sydney')).toEqual([]);
    expect(iso(wallClockInstants('2026-10-04', '06:00', 'Australia/Perth'))).toEqual([
      '2026-10-03T22:00:00.000Z',
    ]);
  });

  it('gives the first instant a wall time is reached', () => {
    expect(wallClockInstant('2026-04-05', '02:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T15:30:00.000Z',
    );
    expect(
      wallClockInstant(
        '2026-04-05',
        '02:30',
        'Australia/Sydney',
        new Date('2026-04-04T15:31:00Z'),
      ).toISOString(),
    ).toBe('2026-04-04T16:30:00.000Z');
    // In the skipped hour: the moment the clocks jumped (02:00 AEST = 16:00 UTC).
    expect(wallClockInstant('2026-10-04', '02:30', 'Australia/Sydney').toISOString()).toBe(
      '2026-10-03T16:00:00.000Z',
    );
    // Lord Howe Island moves by half an hour.
    expect(wallClockInstant('2026-10-04', '02:15', 'Australia/Lord_Howe').toISOString()).toBe(
      '2026-10-03T15:30:00.000Z',
    );
  });
});
