import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockMinutes, type QuietHours } from '@stride/contracts';
import { clockTimes, instants } from '../../../test/helpers/time-arbitraries.ts';
import { isQuietAt, quietWindowAt, releaseTime } from './quiet-hours.ts';

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';
const night: QuietHours = { enabled: true, start: '22:00', end: '08:00' };
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('quiet hours', () => {
  it('are off unless enabled', () => {
    const instant = new Date('2026-07-08T13:00:00Z'); // 23:00 in Sydney
    expect(quietWindowAt(instant, SYDNEY, { ...night, enabled: false })).toBeNull();
    expect(isQuietAt(instant, SYDNEY, night)).toBe(true);
  });

  it('wrap midnight: from the evening before or to the morning after', () => {
    // 23:30 on 8 July in Sydney (AEST, UTC+10).
    const evening = quietWindowAt(new Date('2026-07-08T13:30:00Z'), SYDNEY, night)!;
    expect([iso(evening.start), iso(evening.end)]).toEqual([
      '2026-07-08T12:00:00.000Z',
      '2026-07-08T22:00:00.000Z',
    ]);
    // 05:00 on 9 July: the same window.
    const morning = quietWindowAt(new Date('2026-07-08T19:00:00Z'), SYDNEY, night)!;
    expect(morning).toEqual(evening);
    // 08:00 exactly is no longer quiet, 21:59 is not yet.
    expect(isQuietAt(new Date('2026-07-08T22:00:00Z'), SYDNEY, night)).toBe(false);
    expect(isQuietAt(new Date('2026-07-08T11:59:00Z'), SYDNEY, night)).toBe(false);
  });

  it('can lie within one day', () => {
    const siesta: QuietHours = { enabled: true, start: '13:00', end: '15:00' };
    expect(quietWindowAt(new Date('2026-07-08T03:30:00Z'), SYDNEY, siesta)).toEqual({
      start: new Date('2026-07-08T03:00:00Z'),
      end: new Date('2026-07-08T05:00:00Z'),
    });
    expect(isQuietAt(new Date('2026-07-08T05:00:00Z'), SYDNEY, siesta)).toBe(false);
    expect(isQuietAt(new Date('2026-07-08T13:30:00Z'), SYDNEY, siesta)).toBe(false);
  });

  it('last nine hours on the night Sydney springs forward and eleven when it falls back', () => {
    // Daylight saving starts Sunday 4 October 2026 at 02:00 (AEST+10 -> AEDT+11).
    const spring = quietWindowAt(new Date('2026-10-03T16:00:00Z'), SYDNEY, night)!;
    expect([iso(spring.start), iso(spring.end)]).toEqual([
      '2026-10-03T12:00:00.000Z',
      '2026-10-03T21:00:00.000Z',
    ]);
    // It ends Sunday 5 April 2026 at 03:00 (AEDT+11 -> AEST+10).
    const autumn = quietWindowAt(new Date('2026-04-04T16:00:00Z'), SYDNEY, night)!;
    expect([iso(autumn.start), iso(autumn.end)]).toEqual([
      '2026-04-04T11:00:00.000Z',
      '2026-04-04T22:00:00.000Z',
    ]);
  });

  it('keep the same UTC hours all year in Perth (no daylight saving)', () => {
    for (const day of ['2026-01-10', '2026-04-04', '2026-07-08', '2026-10-03']) {
      const w = quietWindowAt(new Date(`${day}T16:00:00Z`), PERTH, night)!;
      expect([iso(w.start), iso(w.end)]).toEqual([
        `${day}T14:00:00.000Z`,
        new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString(),
      ]);
    }
  });
});

describe('releaseTime', () => {
  const now = new Date('2026-07-01T00:00:00Z');
  const options = { timeZone: SYDNEY, quiet: night, now };

  it('sends at once outside quiet hours', () => {
    const due = new Date('2026-07-08T08:00:00Z'); // 18:00
    expect(releaseTime(due, options)).toEqual({ at: due, held: 'no' });
  });

  it('holds until quiet hours end when the run starts later', () => {
    const due = new Date('2026-07-08T13:30:00Z'); // 23:30
    const deadline = new Date('2026-07-09T00:00:00Z'); // 10:00 next morning
    expect(releaseTime(due, { ...options, deadline })).toEqual({
      at: new Date('2026-07-08T22:00:00Z'),
      held: 'until_quiet_end',
    });
  });

  it('sends just before quiet hours begin when the run starts first', () => {
    const due = new Date('2026-07-08T18:00:00Z'); // 04:00
    const deadline = new Date('2026-07-08T20:00:00Z'); // 06:00 run
    expect(releaseTime(due, { ...options, deadline })).toEqual({
      at: new Date('2026-07-08T11:59:00Z'), // 21:59 the evening before
      held: 'before_quiet_start',
    });
    // A run starting exactly as quiet hours end also counts as starting first.
    expect(releaseTime(due, { ...options, deadline: new Date('2026-07-08T22:00:00Z') }).at).toEqual(
      new Date('2026-07-08T11:59:00Z'),
    );
  });

  it('drops the message when quiet hours had already begun and the run starts first', () => {
    const lateNow = new Date('2026-07-08T13:00:00Z'); // 23:00, runner joins a 06:00 run
    expect(
      releaseTime(lateNow, { ...options, now: lateNow, deadline: new Date('2026-07-08T20:00:00Z') }),
    ).toEqual({ at: null, reason: 'quiet_hours' });
  });

  it('counts quiet hours from the first time the clock reads their start on the night clocks go back', () => {
    // Sunday 2 April 2028: Sydney goes back from 03:00 AEDT to 02:00 AEST, so 02:00-02:59 happens twice.
    const early: QuietHours = { enabled: true, start: '02:00', end: '05:00' };
    const due = new Date('2028-04-01T15:00:30Z'); // 02:00:30 AEDT, the first time round
    const w = quietWindowAt(due, SYDNEY, early)!;
    expect([iso(w.start), iso(w.end)]).toEqual(['2028-04-01T15:00:00.000Z', '2028-04-01T19:00:00.000Z']);
    const deadline = new Date('2028-04-01T15:01:00Z');
    expect(releaseTime(due, { ...options, quiet: early, deadline })).toEqual({
      at: new Date('2028-04-01T14:59:00Z'),
      held: 'before_quiet_start',
    });
  });

  it('run one night into the next when the skipped hour leaves no gap between them', () => {
    // Quiet 02:30 to 02:00 on the night of 3 October 2027 (Sydney skips 02:00-02:59): no moment
    // between the end of one night's quiet hours and the start of the next.
    const w = quietWindowAt(new Date('2027-10-03T00:00:00Z'), SYDNEY, {
      enabled: true,
      start: '02:30',
      end: '02:00',
    })!;
    expect([iso(w.start), iso(w.end)]).toEqual(['2027-10-01T16:30:00.000Z', '2027-10-03T15:00:00.000Z']);
  });

  it('end as the clocks jump past an end time that does not exist that night', () => {
    // Sunday 4 October 2026: 02:00 AEST becomes 03:00 AEDT; quiet hours to 02:30 end at the jump.
    const late: QuietHours = { enabled: true, start: '23:00', end: '02:30' };
    const w = quietWindowAt(new Date('2026-10-03T15:00:00Z'), SYDNEY, late)!;
    expect([iso(w.start), iso(w.end)]).toEqual(['2026-10-03T13:00:00.000Z', '2026-10-03T16:00:00.000Z']);
  });

  it('begin again at the second reading of a start in the hour repeated when clocks go back', () => {
    // Sunday 4 April 2027 in Adelaide: 03:00 ACDT becomes 02:00 ACST, so 02:15 is read at 15:45Z and
    // again at 16:45Z. Between the two the clock reads 02:00–02:14: not quiet.
    const early: QuietHours = { enabled: true, start: '02:15', end: '00:00' };
    const adelaide = 'Australia/Adelaide';
    expect(isQuietAt(new Date('2027-04-03T16:44:00Z'), adelaide, early)).toBe(false);
    const w = quietWindowAt(new Date('2027-04-03T16:45:00Z'), adelaide, early)!;
    expect([iso(w.start), iso(w.end)]).toEqual(['2027-04-03T16:45:00.000Z', '2027-04-04T14:30:00.000Z']);
    // During the first reading's hour, the night's quiet hours run on to their end as usual.
    const first = quietWindowAt(new Date('2027-04-03T16:00:00Z'), adelaide, early)!;
    expect([iso(first.start), iso(first.end)]).toEqual([
      '2027-04-03T15:45:00.000Z',
      '2027-04-04T14:30:00.000Z',
    ]);
    // A reminder due at the second reading, before a run a minute later, goes before quiet hours.
    const asked = new Date('2027-04-03T16:44:00Z');
    expect(
      releaseTime(new Date('2027-04-03T16:45:00Z'), {
        timeZone: adelaide,
        quiet: early,
        now: asked,
        deadline: new Date('2027-04-03T16:46:00Z'),
      }),
    ).toEqual({ at: asked, held: 'before_quiet_start' });
  });

  it('sends before quiet hours from now when they are about to begin', () => {
    const justBefore = new Date('2026-07-08T11:59:30Z'); // 21:59:30
    const due = new Date('2026-07-08T18:00:00Z');
    expect(
      releaseTime(due, { ...options, now: justBefore, deadline: new Date('2026-07-08T20:00:00Z') }),
    ).toEqual({ at: justBefore, held: 'before_quiet_start' });
  });
});

const ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Lord_Howe',
];
const quietHours = fc
  .tuple(clockTimes(), clockTimes())
  .filter(([start, end]) => start !== end)
  .map(([start, end]): QuietHours => ({ enabled: true, start, end }));
const instant = instants();

describe('quiet hours (properties)', () => {
  it('a window found contains the instant, is quiet from its start and not at its end, and lasts at least its length less a daylight-saving hour', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), quietHours, (at, zone, quiet) => {
        const w = quietWindowAt(at, zone, quiet);
        if (!w) return;
        expect(w.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(w.end.getTime()).toBeGreaterThan(at.getTime());
        expect(isQuietAt(w.start, zone, quiet)).toBe(true);
        expect(isQuietAt(new Date(w.start.getTime() - 1), zone, quiet)).toBe(false);
        expect(isQuietAt(w.end, zone, quiet)).toBe(false);
        const minutes = (clockMinutes(quiet.end) - clockMinutes(quiet.start) + 1440) % 1440;
        expect((w.end.getTime() - w.start.getTime()) / 60_000).toBeGreaterThanOrEqual(minutes - 60);
      }),
      { numRuns: 2000 },
    );
  });

  it('a release never falls in quiet hours, never before now, and before the deadline when it had to move', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 48 * 60 }),
        fc.integer({ min: 1, max: 48 * 60 }),
        fc.constantFrom(...ZONES),
        quietHours,
        (now, dueAfter, deadlineAfter, zone, quiet) => {
          const due = new Date(now.getTime() + dueAfter * 60_000);
          const deadline = new Date(due.getTime() + deadlineAfter * 60_000);
          const r = releaseTime(due, { timeZone: zone, quiet, now, deadline });
          if (r.at === null) {
            expect(isQuietAt(now, zone, quiet)).toBe(true);
            return;
          }
          expect(r.at.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(r.at.getTime()).toBeLessThanOrEqual(deadline.getTime());
          if (r.held === 'no') expect(r.at).toEqual(due);
          else expect(isQuietAt(due, zone, quiet)).toBe(true);
          if (r.held !== 'before_quiet_start' || r.at.getTime() > now.getTime())
            expect(isQuietAt(r.at, zone, quiet)).toBe(false);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
