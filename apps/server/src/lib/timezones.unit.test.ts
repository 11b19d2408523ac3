import { describe, expect, it } from 'vitest';
import { localDate, timezoneForState, zonedToUtc } from './timezones.ts';

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
});
