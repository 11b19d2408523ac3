import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '@stride/contracts';
import { clockTimes, instants } from '../../../test/helpers/time-arbitraries.ts';
import { localDateTime } from '../../lib/timezones.ts';
import { nextDigestAt } from './digest-schedule.ts';
import { isQuietAt } from './quiet-hours.ts';

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const off: QuietHours = { ...DEFAULT_QUIET_HOURS };
const iso = (d: Date) => d.toISOString();

describe('next digest moment', () => {
  it("is today's 08:00 on the runner's clock while it is ahead, else tomorrow's", () => {
    // 06:00 on 8 July in Sydney (AEST, UTC+10): 08:00 the same morning.
    expect(iso(nextDigestAt(new Date('2026-07-07T20:00:00Z'), SYDNEY, off))).toBe('2026-07-07T22:00:00.000Z');
    // 08:00 exactly has gone: the next morning.
    expect(iso(nextDigestAt(new Date('2026-07-07T22:00:00Z'), SYDNEY, off))).toBe('2026-07-08T22:00:00.000Z');
    // The same instant is 04:00 in Perth (AWST, UTC+8): Perth's 08:00 four hours later.
    expect(iso(nextDigestAt(new Date('2026-07-07T20:00:00Z'), PERTH, off))).toBe('2026-07-08T00:00:00.000Z');
  });

  it("follows Sydney's daylight saving (AEDT, UTC+11) while Perth keeps UTC+8", () => {
    // 12:00 on 10 January in Sydney: 08:00 on 11 January is 21:00 UTC on the 10th.
    expect(iso(nextDigestAt(new Date('2026-01-10T01:00:00Z'), SYDNEY, off))).toBe('2026-01-10T21:00:00.000Z');
    expect(iso(nextDigestAt(new Date('2026-01-10T01:00:00Z'), PERTH, off))).toBe('2026-01-11T00:00:00.000Z');
  });

  it('waits for quiet hours to end when they cover 08:00', () => {
    const late: QuietHours = { enabled: true, start: '22:00', end: '09:30' };
    // 07:00 in Sydney, quiet: the digest goes at 09:30, not 08:00.
    expect(iso(nextDigestAt(new Date('2026-07-07T21:00:00Z'), SYDNEY, late))).toBe(
      '2026-07-07T23:30:00.000Z',
    );
    // 09:00 in Sydney: 08:00 has passed but today's 09:30 has not.
    expect(iso(nextDigestAt(new Date('2026-07-07T23:00:00Z'), SYDNEY, late))).toBe(
      '2026-07-07T23:30:00.000Z',
    );
    // Quiet hours that do not cover 08:00 change nothing.
    const early: QuietHours = { enabled: true, start: '22:00', end: '06:00' };
    expect(iso(nextDigestAt(new Date('2026-07-07T20:00:00Z'), SYDNEY, early))).toBe(
      '2026-07-07T22:00:00.000Z',
    );
  });

  it('is always ahead, within two days, outside quiet hours, at 08:00 or when they end', () => {
    fc.assert(
      fc.property(
        instants(),
        clockTimes(),
        clockTimes(),
        fc.constantFrom(SYDNEY, PERTH),
        (now, start, end, zone) => {
          fc.pre(start !== end);
          const quiet: QuietHours = { enabled: true, start, end };
          const at = nextDigestAt(now, zone, quiet);
          expect(at.getTime()).toBeGreaterThan(now.getTime());
          expect(at.getTime() - now.getTime()).toBeLessThanOrEqual(48 * 3_600_000);
          expect(isQuietAt(at, zone, quiet)).toBe(false);
          // 08:00, or the end of quiet hours that covered it (Perth has no skipped hour to land past).
          if (zone === PERTH) expect(['08:00', end]).toContain(localDateTime(at, zone).time);
        },
      ),
    );
  });
});
