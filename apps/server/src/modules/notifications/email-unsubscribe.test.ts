import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { localDate } from '../../lib/timezones.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { signedInUser } from '../../../test/helpers/factories.ts';

// Notice e-mails that inboxes trust (issue 28): what changed, the organiser's word, RFC 8058 one-click
// unsubscribe per kind of e-mail. The messages are read by mailparser, not by our own code.
let ctx: TestContext & { smtp: SmtpSink };
beforeAll(async () => {
  ctx = await createMailTestApp();
});
afterAll(() => ctx.close());

type Runner = Awaited<ReturnType<typeof signedInUser>>;

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86400000), 'Australia/Sydney');

async function runWithRunner() {
  const host = await signedInUser(ctx.database.db, { firstName: 'Hosting' });
  const runner = await signedInUser(ctx.database.db, { firstName: 'Mia' });
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: host.headers,
    payload: {
      title: 'Harbour Loop',
      date: inDays(12),
      time: '06:00',
      location: 'Bondi, NSW 2026',
      lat: -33.8915,
      lng: 151.2767,
      distances: ['5k'],
    },
  });
  const event = created.json() as { id: number; date: string };
  await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers: runner.headers });
  return { host, runner, event };
}

const mailsTo = async (runner: Runner) => {
  await ctx.runJobs();
  return Promise.all(ctx.smtp.to(runner.user.email!).map((m) => simpleParser(m.source)));
};

const notices = async (runner: Runner) =>
  (await ctx.app.inject({ url: '/api/notifications', headers: runner.headers })).json() as Array<{
    type: string;
    details: unknown;
  }>;

describe('what a notice says', () => {
  it('names what an edit changed, in the app and in the e-mail', async () => {
    const { host, runner, event } = await runWithRunner();
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: { time: '07:30', meetingPoint: 'North end of the pavilion', description: 'Bring water' },
    });
    expect(edit.statusCode).toBe(200);
    const [notice] = await notices(runner);
    expect(notice).toMatchObject({
      type: 'event_updated',
      details: {
        changes: [
          { field: 'time', from: '06:00', to: '07:30' },
          { field: 'meetingPoint', from: null, to: 'North end of the pavilion' },
        ],
      },
    });
    const [mail] = await mailsTo(runner);
    expect(mail!.text).toContain('Time: 06:00 → 07:30');
    expect(mail!.text).toContain('Meeting point: none → North end of the pavilion');
  });

  it("passes the organiser's word on with a cancellation, at most 500 characters", async () => {
    const { host, runner, event } = await runWithRunner();
    const tooLong = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: { message: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The message to runners is too long');
    expect((await notices(runner)).map((n) => n.type)).toEqual([]);

    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: { message: 'Storm warning for the coast, stay safe.' },
    });
    expect(cancel.json()).toEqual({ cancelled: 1 });
    const [notice] = await notices(runner);
    expect(notice).toMatchObject({
      type: 'event_cancelled',
      details: { message: 'Storm warning for the coast, stay safe.' },
    });
    const [mail] = await mailsTo(runner);
    expect(mail!.text).toContain('The organiser says: “Storm warning for the coast, stay safe.”');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('lets the mailbox switch off exactly that kind of e-mail, without a session', async () => {
    const { host, runner, event } = await runWithRunner();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: { time: '06:15' },
    });
    const [mail] = await mailsTo(runner);
    const header = (key: string) => mail!.headerLines.find((h) => h.key === key)?.line;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const list = mail!.headers.get('list') as { unsubscribe: { url: string } };
    const url = new URL(list.unsubscribe.url);
    expect(url.protocol).toBe('http:');
    expect(url.pathname).toBe('/api/notifications/unsubscribe');
    // The same link closes the e-mail, beside the settings.
    expect(mail!.html).toContain(url.search.replace(/&/g, '&amp;'));
    expect(mail!.text).toContain('Stop e-mails like this');

    // A link scanner's GET changes nothing: it leads to the page that asks.
    const opened = await ctx.app.inject({ url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/email-unsubscribe\?token=/);

    // The mailbox provider's POST: no cookie, no Origin, a form body.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search.slice(0, -3)}xyz`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe('This unsubscribe link is not valid');
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ status: 'unsubscribed', kind: 'events' });
    const settings = (
      await ctx.app.inject({ url: '/api/notification-settings', headers: runner.headers })
    ).json();
    expect(settings.email).toEqual({ events: false, social: true, digest: true, account: true });
    expect(settings.emailReminders).toBe(true);

    // The next change reaches the app but not the inbox.
    ctx.smtp.clear();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/events/${event.id}`,
      headers: host.headers,
      payload: { time: '06:30' },
    });
    expect(await mailsTo(runner)).toEqual([]);
    expect((await notices(runner)).map((n) => n.type)).toEqual(['event_updated', 'event_updated']);
  });
});
