import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@stride/contracts';
import { buildTestApp, createMailTestApp, testConfig, type TestContext } from '../../../test/helpers/app.ts';
import { HOUR, PERTH, SYDNEY } from '../../../test/helpers/places.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { notifications } from '../../db/schema/index.ts';
import { localDateTime } from '../../lib/timezones.ts';
import { noticeDeliveryJob } from './delivery.jobs.ts';
import { reminderJob, reminderKey } from './reminders.jobs.ts';

let ctx: TestContext & { smtp: SmtpSink };
beforeAll(async () => {
  ctx = await createMailTestApp();
});
afterAll(() => ctx.close());

const settings = (headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/notification-settings',
    headers,
    ...(payload ? { payload } : {}),
  });
const join = (id: number, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/events/${id}/join`, headers });

const remindersFor = (userId: string) =>
  ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'event_reminder')));

/** "HH:MM" on the wall clock of `zone`, `offsetMin` minutes from now. */
function clock(zone: string, offsetMin: number): string {
  return localDateTime(new Date(Date.now() + offsetMin * 60_000), zone).time;
}

async function heldEmails(notificationId: number) {
  const jobs = await ctx.app.services.jobs.unfinished(
    ctx.database.db,
    noticeDeliveryJob,
    `notification:${notificationId}:email`,
  );
  return jobs;
}

describe('notification settings', () => {
  it("answers the spec's defaults and needs sign-in", async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const res = await settings(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(res.json()).toMatchObject({
      emailReminders: true,
      browserNotifications: true,
      reminderHours: 24,
      attendanceReminders: true,
      eventUpdates: true,
      frequency: 'immediate',
      quietHours: { enabled: false, start: '22:00', end: '08:00' },
    });
    expect((await settings({})).statusCode).toBe(401);
  });

  it('stores a partial change and keeps the rest', async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const res = await settings(headers, {
      reminderHours: 3,
      quietHours: { enabled: true },
      deviceSettings: { sound: false },
    });
    expect(res.statusCode).toBe(200);
    const again = (await settings(headers)).json();
    expect(again).toMatchObject({
      reminderHours: 3,
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
      deviceSettings: { sound: false, vibration: true, badge: true },
      emailReminders: true,
    });
  });

  it("refuses bad values with the spec's messages and changes nothing", async () => {
    const { headers } = await signedInUser(ctx.database.db);
    const bad = await settings(headers, { reminderHours: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Reminder time must be a whole number of hours from 1 to 168');
    expect((await settings(headers, { reminderHours: 169 })).statusCode).toBe(400);
    expect((await settings(headers, { quietHours: { start: '25:00' } })).statusCode).toBe(400);
    const same = await settings(headers, { quietHours: { enabled: true, start: '08:00', end: '08:00' } });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Quiet hours must start and end at different times');
    expect((await settings(headers, { nope: true })).statusCode).toBe(400);
    expect((await settings(headers)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('reminders', () => {
  it('are scheduled reminderHours before the start, moved with the event and cancelled on leave', async () => {
    const { user, headers } = await signedInUser(ctx.database.db, { location: SYDNEY });
    // Another runner hosts it: a host is going to their own run and cannot leave it.
    const host = await signedInUser(ctx.database.db, { location: SYDNEY });
    const event = await createEvent(ctx.database.db, { creatorId: host.user.id });
    expect((await join(event.id, headers)).statusCode).toBe(200);
    const key = reminderKey(event.id, user.id);
    const waiting = await ctx.app.services.jobs.unfinished(ctx.database.db, reminderJob, key);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.startAfter.getTime()).toBe(event.startsAt.getTime() - 24 * HOUR);

    // A new reminderHours moves it.
    await settings(headers, { reminderHours: 2 });
    const moved = await ctx.app.services.jobs.unfinished(ctx.database.db, reminderJob, key);
    expect(moved.map((j) => j.startAfter.getTime())).toEqual([event.startsAt.getTime() - 2 * HOUR]);

    // The event moving a day later moves it too.
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: { time: '09:30' },
    });
    expect(patch.statusCode).toBe(200);
    const later = await ctx.app.services.jobs.unfinished(ctx.database.db, reminderJob, key);
    expect(later.map((j) => j.startAfter.getTime())).toEqual([
      event.startsAt.getTime() + 3 * HOUR - 2 * HOUR,
    ]);

    await ctx.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/leave`, headers });
    expect(await ctx.app.services.jobs.unfinished(ctx.database.db, reminderJob, key)).toEqual([]);
  });

  it('are cancelled with the event', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const event = await createEvent(ctx.database.db, { creatorId: user.id });
    await join(event.id, headers);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(
      await ctx.app.services.jobs.unfinished(ctx.database.db, reminderJob, reminderKey(event.id, user.id)),
    ).toEqual([]);
  });

  it('come at once when the moment has passed: in-app always, e-mail outside quiet hours', async () => {
    const { user, headers } = await signedInUser(ctx.database.db, { location: SYDNEY });
    const event = await createEvent(ctx.database.db, {
      startsAt: new Date(Date.now() + 3 * HOUR),
      title: 'Dawn 5k',
    });
    await join(event.id, headers);
    await ctx.runJobs();
    const rows = await remindersFor(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.eventId).toBe(event.id);
    expect(ctx.smtp.to(user.email!).map((m) => m.subject)).toContain('Run reminder');
    const bell = (await ctx.app.inject({ url: '/api/notifications', headers })).json();
    expect(bell[0]).toMatchObject({ type: 'event_reminder', eventId: event.id });
  });

  it('hold e-mail for quiet hours in the runner own time zone (Sydney held, Perth not)', async () => {
    // Quiet hours around the present moment on Sydney's clock: Perth is two or three hours behind.
    const quiet = {
      enabled: true,
      start: clock('Australia/Sydney', -60),
      end: clock('Australia/Sydney', 60),
    };
    const sydney = await signedInUser(ctx.database.db, { location: SYDNEY });
    const perth = await signedInUser(ctx.database.db, { location: PERTH });
    for (const runner of [sydney, perth]) await settings(runner.headers, { quietHours: quiet });
    const event = await createEvent(ctx.database.db, { startsAt: new Date(Date.now() + 5 * HOUR) });
    await join(event.id, sydney.headers);
    await join(event.id, perth.headers);
    await ctx.runJobs();

    const [sydneyNotice] = await remindersFor(sydney.user.id);
    const [perthNotice] = await remindersFor(perth.user.id);
    expect(sydneyNotice && perthNotice).toBeTruthy();
    expect(ctx.smtp.to(perth.user.email!)).toHaveLength(1);
    expect(ctx.smtp.to(sydney.user.email!)).toHaveLength(0);
    const held = await heldEmails(sydneyNotice!.id);
    expect(held).toHaveLength(1);
    // Held until the quiet hours end, about an hour from now.
    expect(Math.abs(held[0]!.startAfter.getTime() - (Date.now() + HOUR))).toBeLessThan(2 * 60_000);
    expect(await heldEmails(perthNotice!.id)).toEqual([]);
  });

  it('go before quiet hours begin when the run starts before they end', async () => {
    const zone = 'Australia/Perth';
    const { user, headers } = await signedInUser(ctx.database.db, { location: PERTH });
    // Quiet from 30 minutes to 6 hours from now; the run starts in 3 hours; reminder 2 hours before.
    await settings(headers, {
      reminderHours: 2,
      quietHours: { enabled: true, start: clock(zone, 30), end: clock(zone, 360) },
    });
    const event = await createEvent(ctx.database.db, { startsAt: new Date(Date.now() + 3 * HOUR) });
    await join(event.id, headers);
    const [job] = await ctx.app.services.jobs.unfinished(
      ctx.database.db,
      reminderJob,
      reminderKey(event.id, user.id),
    );
    const quietStart = Date.now() + 30 * 60_000;
    expect(job!.startAfter.getTime()).toBeLessThanOrEqual(quietStart);
    expect(job!.startAfter.getTime()).toBeGreaterThan(quietStart - 3 * 60_000);
  });

  it('are skipped when reminders are switched off', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    await settings(headers, { attendanceReminders: false });
    const event = await createEvent(ctx.database.db);
    await join(event.id, headers);
    expect(
      await ctx.app.services.jobs.unfinished(ctx.database.db, reminderJob, reminderKey(event.id, user.id)),
    ).toEqual([]);
  });

  it('are sent once after a restart and across two instances', async () => {
    const { user, headers } = await signedInUser(ctx.database.db);
    const event = await createEvent(ctx.database.db, { startsAt: new Date(Date.now() + 2 * HOUR) });
    await join(event.id, headers);
    // The first instance stops before running it; two new ones start on the same database.
    const config = testConfig({ SMTP_URL: ctx.smtp.url });
    const second = await buildTestApp(config, { database: ctx.database });
    const third = await buildTestApp(config, { database: ctx.database });
    await Promise.all([second.ready(), third.ready()]);
    try {
      await Promise.all([second.services.jobs.runDue(), third.services.jobs.runDue()]);
      // A job retried after a crash mid-run runs its handler again.
      await second.services.reminders.send({ eventId: event.id, userId: user.id });
      await ctx.runJobs();
    } finally {
      await second.close();
      await third.close();
    }
    expect(await remindersFor(user.id)).toHaveLength(1);
    expect(ctx.smtp.to(user.email!).filter((m) => m.subject === 'Run reminder')).toHaveLength(1);
  });
});
