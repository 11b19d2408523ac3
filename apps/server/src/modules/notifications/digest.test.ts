import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createMailTestApp, testConfig, type TestContext } from '../../../test/helpers/app.ts';
import { HOUR, PERTH, SYDNEY } from '../../../test/helpers/places.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { notifications } from '../../db/schema/index.ts';
import { localDateTime } from '../../lib/timezones.ts';
import { digestKey, noticeDigestJob } from './digest.jobs.ts';
import type { NoticeType } from './notice.ts';

let ctx: TestContext & { smtp: SmtpSink };
beforeAll(async () => {
  ctx = await createMailTestApp();
});
afterAll(() => ctx.close());

type Runner = Awaited<ReturnType<typeof signedInUser>>;

const settings = (runner: Runner, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/notification-settings', headers: runner.headers, payload });

async function digestRunner(location = SYDNEY, extra: object = {}): Promise<Runner> {
  const runner = await signedInUser(ctx.database.db, { location, firstName: 'Mia' });
  expect((await settings(runner, { frequency: 'daily_digest', ...extra })).statusCode).toBe(200);
  return runner;
}

/** Tells the runner about a cancelled run (or another kind of notice), as any feature does. */
async function notify(runner: Runner, title: string, type: NoticeType = 'event_cancelled') {
  const event = await createEvent(ctx.database.db, { title, date: '2031-05-04' });
  await ctx.database.db.transaction((tx) =>
    ctx.app.services.delivery.deliver(tx, [
      { userId: runner.user.id, type, event: { id: event.id, title, date: event.date } },
    ]),
  );
  return event;
}

const waitingDigest = (runner: Runner) =>
  ctx.app.services.jobs.unfinished(ctx.database.db, noticeDigestJob, digestKey(runner.user.id));
const mailTo = (runner: Runner) => ctx.smtp.to(runner.user.email!);
const runAllJobs = () => ctx.app.services.jobs.runDue({ ignoreStartAfter: true });

describe('daily digest', () => {
  it('holds e-mail, keeps the bell immediate, then sends one digest listing every notice', async () => {
    const runner = await digestRunner();
    const first = await notify(runner, 'Harbour 10k');
    const second = await notify(runner, 'Park 5k');
    expect((await ctx.runJobs()).failed).toEqual([]);
    expect(mailTo(runner)).toEqual([]);
    // In the bell at once.
    const bell = (await ctx.app.inject({ url: '/api/notifications', headers: runner.headers })).json();
    expect(bell).toHaveLength(2);
    // One digest waiting, for the runner's next 08:00.
    const [job, ...more] = await waitingDigest(runner);
    expect(more).toEqual([]);
    expect(localDateTime(job!.startAfter, 'Australia/Sydney').time).toBe('08:00');

    expect((await runAllJobs()).failed).toEqual([]);
    const mails = mailTo(runner);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your Stride digest: 2 updates');
    expect(mail!.raw).toContain('Hi Mia, Here are the 2 updates since your last digest.');
    expect(mail!.raw).toContain('Harbour 10k on Sunday 4 May');
    expect(mail!.raw).toContain('Park 5k on Sunday 4 May');
    expect(mail!.links).toEqual(
      expect.arrayContaining([
        `http://localhost:5000/events/${first.id}`,
        `http://localhost:5000/events/${second.id}`,
        'http://localhost:5000/notifications',
      ]),
    );
    expect(await waitingDigest(runner)).toEqual([]);
  });

  it('goes at 08:00 on the runner own clock, Perth and Sydney alike, or when quiet hours end', async () => {
    const perth = await digestRunner(PERTH);
    const sydney = await digestRunner(SYDNEY);
    const lateRiser = await digestRunner(PERTH, {
      quietHours: { enabled: true, start: '21:00', end: '09:30' },
    });
    for (const runner of [perth, sydney, lateRiser]) await notify(runner, 'Swan River 5k');
    await ctx.runJobs();
    const at = async (runner: Runner, zone: string) => {
      const [job] = await waitingDigest(runner);
      expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now());
      expect(job!.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
      return localDateTime(job!.startAfter, zone).time;
    };
    expect(await at(perth, 'Australia/Perth')).toBe('08:00');
    expect(await at(sydney, 'Australia/Sydney')).toBe('08:00');
    expect(await at(lateRiser, 'Australia/Perth')).toBe('09:30');
    // Perth's 08:00 comes two or three hours after Sydney's.
    const [p] = await waitingDigest(perth);
    const [s] = await waitingDigest(sydney);
    expect([2, 3, -22, -21]).toContain(
      Math.round((p!.startAfter.getTime() - s!.startAfter.getTime()) / HOUR),
    );
    await runAllJobs();
  });

  it('never holds a run reminder', async () => {
    const runner = await digestRunner();
    const event = await createEvent(ctx.database.db, { startsAt: new Date(Date.now() + 3 * HOUR) });
    await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: runner.headers });
    await ctx.runJobs();
    expect(mailTo(runner).map((m) => m.subject)).toEqual(['Run reminder']);
    expect(await waitingDigest(runner)).toEqual([]);
  });

  it('sends each digest once across a restart and two instances', async () => {
    const runner = await digestRunner();
    await notify(runner, 'Bondi 10k');
    await notify(runner, 'Coogee 5k');
    await ctx.runJobs();
    // Two notices on two channels: one digest job waits.
    expect(await waitingDigest(runner)).toHaveLength(1);
    const config = testConfig({ SMTP_URL: ctx.smtp.url });
    const second = await buildTestApp(config, { database: ctx.database });
    const third = await buildTestApp(config, { database: ctx.database });
    await Promise.all([second.ready(), third.ready()]);
    try {
      await Promise.all([
        second.services.jobs.runDue({ ignoreStartAfter: true }),
        third.services.jobs.runDue({ ignoreStartAfter: true }),
      ]);
      // A job retried after a crash runs its handler again.
      await second.services.digest.run({ userId: runner.user.id });
      await runAllJobs();
    } finally {
      await second.close();
      await third.close();
    }
    expect(mailTo(runner).map((m) => m.subject)).toEqual(['Your Stride digest: 2 updates']);
  });

  it('leaves out what was read in the app, and sends nothing when nothing is left', async () => {
    const runner = await digestRunner();
    await notify(runner, 'Read 5k');
    await notify(runner, 'Unread 10k');
    await ctx.runJobs();
    const [read] = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, runner.user.id),
          eq(notifications.message, 'Read 5k on Sunday 4 May has been cancelled.'),
        ),
      );
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${read!.id}`,
      headers: runner.headers,
      payload: { isRead: true },
    });
    await runAllJobs();
    const [mail] = mailTo(runner);
    expect(mail!.subject).toBe('Your Stride digest: 1 update');
    expect(mail!.raw).toContain('Unread 10k');
    expect(mail!.raw).not.toContain('Read 5k');

    // Everything read before the next digest: no e-mail at all.
    await notify(runner, 'Later 5k');
    await ctx.runJobs();
    await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: runner.headers });
    await runAllJobs();
    expect(mailTo(runner)).toHaveLength(1);
    expect(await waitingDigest(runner)).toEqual([]);
  });

  it('sends what is waiting at once when the runner switches back to immediate', async () => {
    const runner = await digestRunner();
    await notify(runner, 'Waiting 10k');
    await ctx.runJobs();
    expect(mailTo(runner)).toEqual([]);
    expect((await settings(runner, { frequency: 'immediate' })).statusCode).toBe(200);
    // Due now: no need to jump ahead in time.
    expect((await ctx.runJobs()).failed).toEqual([]);
    expect(mailTo(runner).map((m) => m.subject)).toEqual(['Your Stride digest: 1 update']);
    // From now on, one by one.
    await notify(runner, 'Next 5k');
    await ctx.runJobs();
    expect(mailTo(runner).map((m) => m.subject)).toEqual(['Your Stride digest: 1 update', 'Event cancelled']);
  });

  it('writes the digest in the runner language', async () => {
    const runner = await digestRunner();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      headers: runner.headers,
      payload: { language: 'de' },
    });
    await notify(runner, 'Stadtlauf');
    await ctx.runJobs();
    await runAllJobs();
    const [mail] = mailTo(runner);
    expect(mail!.subject).toBe('Deine Stride-Zusammenfassung: 1 Neuigkeit');
    expect(mail!.raw).toContain('Stadtlauf');
  });
});
