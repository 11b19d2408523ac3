import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, type QuietHours } from '@stride/contracts';
import { timezoneForLocality, zonedToUtc } from '../../lib/timezones.ts';
import { clockTimes, instants } from '../../../test/helpers/time-arbitraries.ts';
import { isQuietAt } from './quiet-hours.ts';
import { planReminder, reminderDueAt, type ReminderInput } from './reminder-schedule.ts';

const night: QuietHours = { enabled: true, start: '22:00', end: '08:00' };
const settings = { ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: night };

function plan(overrides: Partial<ReminderInput> & Pick<ReminderInput, 'startsAt' | 'now'>) {
  return planReminder({ timeZone: 'Australia/Sydney', settings, pushSubscribed: true, ...overrides });
}

describe('reminderDueAt', () => {
  it('is reminderHours before the start, at once if that has passed, never after the start', () => {
    const startsAt = new Date('2026-07-10T21:00:00Z');
    expect(reminderDueAt(startsAt, 24, new Date('2026-07-01T00:00:00Z'))).toEqual(
      new Date('2026-07-09T21:00:00Z'),
    );
    const late = new Date('2026-07-10T12:00:00Z');
    expect(reminderDueAt(startsAt, 24, late)).toEqual(late);
    expect(reminderDueAt(startsAt, 24, startsAt)).toBeNull();
  });

  it('counts elapsed hours across the night Sydney springs forward', () => {
    // A 07:00 run on Sunday 4 October 2026 (AEDT); 24 hours earlier it was 06:00 AEST on Saturday.
    const startsAt = zonedToUtc('2026-10-04', '07:00', 'Australia/Sydney');
    const due = reminderDueAt(startsAt, 24, new Date('2026-09-01T00:00:00Z'))!;
    expect(due).toEqual(zonedToUtc('2026-10-03', '06:00', 'Australia/Sydney'));
  });
});

describe('planReminder', () => {
  const now = new Date('2026-07-01T00:00:00Z');

  it('uses the spec defaults: 24 hours ahead on every channel, no quiet hours', () => {
    const startsAt = zonedToUtc('2026-07-10', '18:00', 'Australia/Sydney');
    const p = planReminder({
      startsAt,
      now,
      timeZone: 'Australia/Sydney',
      settings: DEFAULT_NOTIFICATION_SETTINGS,
      pushSubscribed: true,
    });
    const due = new Date('2026-07-09T08:00:00Z');
    expect(p).toEqual({
      dueAt: due,
      inApp: { at: due, held: 'no' },
      email: { at: due, held: 'no' },
      push: { at: due, held: 'no' },
    });
  });

  it('holds e-mail and push, never in-app, until quiet hours end', () => {
    // 07:00 run on Friday 10 July: due 07:00 Thursday, inside 22:00-08:00, released at 08:00.
    const startsAt = zonedToUtc('2026-07-10', '07:00', 'Australia/Sydney');
    const p = plan({ startsAt, now });
    expect(p.inApp).toEqual({ at: new Date('2026-07-08T21:00:00Z'), held: 'no' });
    expect(p.email).toEqual({ at: new Date('2026-07-08T22:00:00Z'), held: 'until_quiet_end' });
    expect(p.push).toEqual(p.email);
  });

  it('sends before quiet hours begin when the run starts before they end', () => {
    const startsAt = zonedToUtc('2026-07-10', '06:00', 'Australia/Sydney');
    const p = plan({ startsAt, now, settings: { ...settings, reminderHours: 3 } });
    expect(p.inApp.at).toEqual(zonedToUtc('2026-07-10', '03:00', 'Australia/Sydney'));
    expect(p.email).toEqual({
      at: zonedToUtc('2026-07-09', '21:59', 'Australia/Sydney'),
      held: 'before_quiet_start',
    });
  });

  it('delivers at once when a runner joins after the reminder moment, in-app only inside quiet hours', () => {
    const startsAt = zonedToUtc('2026-07-10', '06:00', 'Australia/Sydney');
    const joinedLate = zonedToUtc('2026-07-09', '23:00', 'Australia/Sydney');
    const p = plan({ startsAt, now: joinedLate });
    expect(p.dueAt).toEqual(joinedLate);
    expect(p.inApp).toEqual({ at: joinedLate, held: 'no' });
    expect(p.email).toEqual({ at: null, reason: 'quiet_hours' });
  });

  it('follows the channel switches and the push subscription', () => {
    const startsAt = zonedToUtc('2026-07-10', '18:00', 'Australia/Sydney');
    const off = plan({
      startsAt,
      now,
      settings: { ...settings, emailReminders: false, browserNotifications: false },
    });
    expect(off.email).toEqual({ at: null, reason: 'channel_off' });
    expect(off.push).toEqual({ at: null, reason: 'channel_off' });
    expect(off.inApp.at).not.toBeNull();
    expect(plan({ startsAt, now, pushSubscribed: false }).push).toEqual({
      at: null,
      reason: 'no_push_subscription',
    });
    for (const s of [{ reminders: false }, { attendanceReminders: false }]) {
      const p = plan({ startsAt, now, settings: { ...settings, ...s } });
      expect([p.inApp, p.email, p.push]).toEqual(Array(3).fill({ at: null, reason: 'reminders_off' }));
    }
    const started = plan({ startsAt, now: startsAt });
    expect(started.dueAt).toBeNull();
    expect(started.email).toEqual({ at: null, reason: 'event_started' });
  });

  it('times one Sydney event differently for a Perth runner and a Sydney runner', () => {
    // 06:30 in Sydney on Saturday 14 November 2026 (AEDT, UTC+11); 8 hours ahead is 22:30 Friday in
    // Sydney (quiet) but 19:30 in Perth (UTC+8, no daylight saving).
    const startsAt = zonedToUtc('2026-11-14', '06:30', 'Australia/Sydney');
    const base = { startsAt, now, settings: { ...settings, reminderHours: 8 } };
    const sydney = plan({ ...base, timeZone: timezoneForLocality('Bondi Beach, NSW 2026') });
    const perth = plan({ ...base, timeZone: timezoneForLocality('Cottesloe, WA 6011') });
    expect(sydney.dueAt).toEqual(perth.dueAt);
    expect(perth.email).toEqual({ at: new Date('2026-11-13T11:30:00Z'), held: 'no' });
    expect(sydney.email).toEqual({
      at: zonedToUtc('2026-11-13', '21:59', 'Australia/Sydney'),
      held: 'before_quiet_start',
    });
  });

  it('releases at 08:00 local on the morning daylight saving ends in Sydney', () => {
    // Sunday 5 April 2026: clocks go back from 03:00 AEDT to 02:00 AEST; a 10:00 run, reminder 5 hours ahead.
    const startsAt = zonedToUtc('2026-04-05', '10:00', 'Australia/Sydney');
    const p = plan({
      startsAt,
      now: new Date('2026-04-01T00:00:00Z'),
      settings: { ...settings, reminderHours: 5 },
    });
    expect(p.dueAt).toEqual(new Date('2026-04-04T19:00:00Z')); // 05:00 AEST
    expect(p.email).toEqual({ at: new Date('2026-04-04T22:00:00Z'), held: 'until_quiet_end' }); // 08:00 AEST
  });
});

describe('planReminder (properties)', () => {
  const zone = fc.constantFrom(
    'Australia/Sydney',
    'Australia/Perth',
    'Australia/Adelaide',
    'Australia/Hobart',
  );
  const clock = clockTimes();

  it('never sends e-mail in quiet hours, after the start or before now; in-app is always the due moment', () => {
    fc.assert(
      fc.property(
        instants(),
        fc.integer({ min: 1, max: 200 * 60 }),
        fc.integer({ min: 1, max: 168 }),
        zone,
        clock,
        clock,
        (now, startsInMinutes, reminderHours, timeZone, start, end) => {
          fc.pre(start !== end);
          const startsAt = new Date(now.getTime() + startsInMinutes * 60_000);
          const quietHours = { enabled: true, start, end };
          const p = plan({ startsAt, now, timeZone, settings: { ...settings, reminderHours, quietHours } });
          const expectedDue = Math.max(startsAt.getTime() - reminderHours * 3_600_000, now.getTime());
          expect(p.dueAt?.getTime()).toBe(expectedDue);
          expect(p.inApp).toEqual({ at: p.dueAt, held: 'no' });
          if (p.email.at) {
            expect(p.email.at.getTime()).toBeGreaterThanOrEqual(now.getTime());
            expect(p.email.at.getTime()).toBeLessThanOrEqual(startsAt.getTime());
            if (p.email.at.getTime() > now.getTime())
              expect(isQuietAt(p.email.at, timeZone, quietHours)).toBe(false);
          } else {
            expect(isQuietAt(now, timeZone, quietHours)).toBe(true);
          }
          expect(p.push).toEqual(p.email);
        },
      ),
      { numRuns: 1500 },
    );
  });
});
