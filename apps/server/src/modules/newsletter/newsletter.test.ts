import { NEWSLETTER_MESSAGES, codedText, messageText } from '@stride/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createUser, signedInUser } from '../../../test/helpers/factories.ts';
import type { CapturedMail, SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import {
  newsletterDeliveries,
  newsletters,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
  userRoles,
} from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { newsletterPurgeJob } from './newsletter.jobs.ts';

// Issue 25, defect 11: double opt-in, newsletters only to confirmed addresses, RFC 8058 unsubscribe.
let ctx: TestContext & { smtp: SmtpSink };
type Runner = Awaited<ReturnType<typeof signedInUser>>;
let admin: Runner;
let moderator: Runner;
let ip = 0;

beforeAll(async () => {
  ctx = await createMailTestApp();
  const db = ctx.database.db;
  [admin, moderator] = await Promise.all([
    signedInUser(db, { firstName: 'Ada', lastName: 'Admin' }),
    signedInUser(db),
  ]);
  await db.insert(userRoles).values([
    { userId: admin.user.id, role: 'admin' },
    { userId: moderator.user.id, role: 'moderator' },
  ]);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  ctx.smtp.clear();
  // Each test starts with no sign-ups (and so no confirmed subscribers).
  await ctx.database.db.delete(newsletterSubscriptions);
});

const db = () => ctx.database.db;

/** A sign-up from a new address each time, so the per-address route limit stays out of the way. */
const subscribe = (email: string, language?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'x-forwarded-for': `10.25.${(ip >> 8) & 255}.${ip++ & 255}` },
    payload: { email, ...(language ? { language } : {}) },
  });

const confirm = (token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter/confirm',
    headers: { 'x-forwarded-for': `10.26.0.${ip++ & 255}` },
    payload: { token },
  });

const subscription = async (email: string) =>
  (await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

/** The message's header block as received, folded lines joined, by lower-case name. */
function headersOf(mail: CapturedMail): Record<string, string> {
  const block = mail.source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** A header's encoded words (RFC 2047) as text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The message as UTF-8 text (the sink decodes quoted-printable into bytes, one character each). */
const textOf = (mail: CapturedMail) => Buffer.from(mail.raw, 'latin1').toString('utf8');

/** The HTML alternative of the message. */
const htmlOf = (mail: CapturedMail) => mail.raw.slice(mail.raw.indexOf('Content-Type: text/html'));

/** The token a link in the mail carries (`?token=`) for a path. */
function tokenIn(mail: CapturedMail, path: string): string {
  const link = mail.links.find((l) => l.includes(path));
  expect(link, `${path} in ${mail.links.join(' ')}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

/** The one-click URL from the List-Unsubscribe header, checked to be RFC 8058's pair of headers. */
function oneClickUrl(mail: CapturedMail): URL {
  const headers = headersOf(mail);
  expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const match = /^<(https?:\/\/[^>]+)>$/.exec(headers['list-unsubscribe'] ?? '');
  expect(match, headers['list-unsubscribe']).not.toBeNull();
  const url = new URL(match![1]!);
  expect(url.origin).toBe('http://localhost:5000');
  expect(url.pathname).toBe('/api/newsletter/unsubscribe/one-click');
  return url;
}

/** Signs an address up and opens its confirmation link: a confirmed subscriber. */
async function confirmedSubscriber(email: string) {
  await subscribe(email);
  expect((await ctx.runJobs()).failed).toEqual([]);
  const mail = ctx.smtp.to(email).at(-1)!;
  expect((await confirm(tokenIn(mail, '/newsletter/confirm'))).statusCode).toBe(200);
  expect((await ctx.runJobs()).failed).toEqual([]);
}

const oneClick = (url: URL | string, init: { payload?: string; headers?: Record<string, string> } = {}) =>
  ctx.rawInject({
    method: 'POST',
    url: typeof url === 'string' ? url : `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...init.headers },
    payload: init.payload ?? 'List-Unsubscribe=One-Click',
  });

describe('signing up (double opt-in)', () => {
  it('records a waiting sign-up and mails a confirmation link; only the link subscribes, once', async () => {
    const res = await subscribe(' Runner@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'pending' });
    expect(await subscription('runner@example.com')).toMatchObject({
      isSubscribed: false,
      confirmedAt: null,
      subscriptionSource: 'footer',
      language: 'en',
    });

    // The e-mail is a job queued with the sign-up.
    expect(ctx.smtp.messages).toHaveLength(0);
    expect((await ctx.runJobs()).failed).toEqual([]);
    const [mail] = ctx.smtp.to('runner@example.com');
    expect(mail!.subject).toBe('Confirm your Stride newsletter subscription');
    const token = tokenIn(mail!, 'http://localhost:5000/newsletter/confirm?token=');
    oneClickUrl(mail!);
    // Only the token's hash is stored, with its expiry about 7 days out.
    const pending = await subscription('runner@example.com');
    expect(pending!.confirmTokenHash).toBe(hashToken(token));
    const days = (pending!.confirmTokenExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Still not subscribed: a newsletter now would reach no one.
    const overview = await ctx.app.inject({ url: '/api/admin/newsletter', headers: admin.headers });
    expect(overview.json().confirmedSubscribers).toBe(0);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'subscribed' });
    const row = await subscription('runner@example.com');
    expect(row).toMatchObject({ isSubscribed: true, confirmTokenHash: null, unsubscribedAt: null });
    expect(row!.confirmedAt).not.toBeNull();
    const again = await confirm(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      error: 'invalid_token',
      ...codedText(NEWSLETTER_MESSAGES.confirmLinkNotValid),
    });

    // Confirming sends a short welcome, which carries one-click unsubscribe too.
    expect((await ctx.runJobs()).failed).toEqual([]);
    const welcome = ctx.smtp.to('runner@example.com').at(-1)!;
    expect(welcome.subject).toBe('Welcome to the Stride newsletter');
    oneClickUrl(welcome);
    expect(tokenIn(welcome, '/newsletter/unsubscribe?token=')).toBeTruthy();
    const count = await ctx.app.inject({ url: '/api/admin/newsletter', headers: admin.headers });
    expect(count.json().confirmedSubscribers).toBe(1);
  });

  it('answers the same whatever the state, and mails one address at most once every few hours', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await subscribe('stranger@example.com')).json());
    expect(answers).toEqual([{ status: 'pending' }, { status: 'pending' }, { status: 'pending' }]);
    await ctx.runJobs();
    expect(ctx.smtp.to('stranger@example.com')).toHaveLength(1);
    expect(await db().select().from(newsletterSubscriptions)).toHaveLength(1);

    // Six hours on, a new sign-up may send a new link (the old one stops working).
    const oldToken = tokenIn(ctx.smtp.to('stranger@example.com')[0]!, '/newsletter/confirm');
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: sql`now() - interval '6 hours 1 minute'` });
    await subscribe('Stranger@example.com');
    await ctx.runJobs();
    expect(ctx.smtp.to('stranger@example.com')).toHaveLength(2);
    expect((await confirm(oldToken)).statusCode).toBe(404);

    // A confirmed address: same answer, no mail.
    await confirmedSubscriber('member@example.com');
    ctx.smtp.clear();
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmationSentAt: sql`now() - interval '1 day'` });
    expect((await subscribe('member@example.com')).json()).toEqual({ status: 'pending' });
    await ctx.runJobs();
    expect(ctx.smtp.messages).toHaveLength(0);
    expect(await subscription('member@example.com')).toMatchObject({ isSubscribed: true });
  });

  it('writes the confirmation in the language of the page the address was signed up on', async () => {
    expect((await subscribe('coureur@example.com', 'fr')).statusCode).toBe(200);
    expect((await subscribe('laeufer@example.com', 'de')).statusCode).toBe(200);
    await ctx.runJobs();
    const french = ctx.smtp.to('coureur@example.com')[0]!;
    expect(decodeHeader(headersOf(french).subject!)).toBe(
      'Confirmez votre abonnement à la newsletter Stride',
    );
    expect(textOf(french)).toContain('Confirmer mon abonnement');
    const german = ctx.smtp.to('laeufer@example.com')[0]!;
    expect(decodeHeader(headersOf(german).subject!)).toBe('Bestätige dein Abo des Stride-Newsletters');
    expect(textOf(german)).toContain('Abo bestätigen');
    expect((await subscribe('x@example.com', 'xx')).statusCode).toBe(400);
  });

  it('refuses an expired link, and the hourly purge deletes sign-ups nobody confirmed', async () => {
    await subscribe('late@example.com');
    await subscribe('later@example.com');
    await ctx.runJobs();
    const token = tokenIn(ctx.smtp.to('late@example.com')[0]!, '/newsletter/confirm');
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmTokenExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(newsletterSubscriptions.email, 'late@example.com'));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(404);
    expect(await subscription('late@example.com')).toMatchObject({ isSubscribed: false, confirmedAt: null });

    await ctx.app.services.jobs.send(db(), newsletterPurgeJob, {});
    expect((await ctx.runJobs()).failed).toEqual([]);
    expect(await subscription('late@example.com')).toBeUndefined();
    // Its unsubscribe tokens went with it; the sign-up still in time stays.
    expect(await subscription('later@example.com')).toBeDefined();
    const tokens = await db().select().from(newsletterUnsubscribeTokens);
    expect(tokens).toHaveLength(1);
  });

  it('rejects a bad address and a malformed or unknown link with clear messages', async () => {
    const bad = await subscribe('nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.email).toEqual(['Please enter a valid e-mail address']);
    const short = await confirm('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.token).toEqual([messageText(NEWSLETTER_MESSAGES.invalidConfirmLink)]);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('links a sign-up to the signed-in runner only when it is their own address', async () => {
    const runner = await signedInUser(db());
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { ...runner.headers, 'x-forwarded-for': '10.27.0.1' },
      payload: { email: runner.user.email },
    });
    expect(own.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { ...runner.headers, 'x-forwarded-for': '10.27.0.2' },
      payload: { email: 'someone.else@example.com' },
    });
    expect(other.statusCode).toBe(200);
    expect((await subscription(runner.user.email!))!.userId).toBe(runner.user.id);
    expect((await subscription('someone.else@example.com'))!.userId).toBeNull();
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes at once on a POST with no cookie and no Origin', async () => {
    await confirmedSubscriber('oneclick@example.com');
    const url = oneClickUrl(ctx.smtp.to('oneclick@example.com').at(-1)!);
    const res = await oneClick(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed' });
    const row = await subscription('oneclick@example.com');
    expect(row).toMatchObject({ isSubscribed: false });
    expect(row!.unsubscribedAt).not.toBeNull();
    // Again: still fine, and the first time is kept.
    expect((await oneClick(url)).statusCode).toBe(200);
    expect((await subscription('oneclick@example.com'))!.unsubscribedAt).toEqual(row!.unsubscribedAt);
  });

  it('takes the multipart form too, and the confirmation mail can decline a sign-up', async () => {
    await subscribe('declines@example.com');
    await ctx.runJobs();
    const mail = ctx.smtp.to('declines@example.com')[0]!;
    const confirmToken = tokenIn(mail, '/newsletter/confirm');
    const url = oneClickUrl(mail);
    const boundary = '----stride-test';
    const res = await oneClick(url, {
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'sec-fetch-site': 'cross-site',
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    // Declined: the confirmation link no longer subscribes.
    expect((await confirm(confirmToken)).statusCode).toBe(404);
    expect(await subscription('declines@example.com')).toMatchObject({
      isSubscribed: false,
      confirmedAt: null,
    });
  });

  it('needs the one-click body and a known token; a GET only leads to the page', async () => {
    await confirmedSubscriber('careful@example.com');
    const url = oneClickUrl(ctx.smtp.to('careful@example.com').at(-1)!);
    const noBody = await oneClick(url, { payload: 'List-Unsubscribe=Later' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().fields['List-Unsubscribe']).toEqual([messageText(NEWSLETTER_MESSAGES.oneClickOnly)]);
    const html = await oneClick(url, { headers: { 'content-type': 'text/html' }, payload: '<p>' });
    expect(html.statusCode).toBe(415);
    expect((await oneClick(`${url.pathname}?token=${'y'.repeat(43)}`)).statusCode).toBe(404);

    const opened = await ctx.app.inject({ url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `/newsletter/unsubscribe?token=${encodeURIComponent(url.searchParams.get('token')!)}`,
    );
    expect(await subscription('careful@example.com')).toMatchObject({ isSubscribed: true });
  });

  it('is the only newsletter endpoint without the same-origin check', async () => {
    await subscribe('csrf@example.com');
    await ctx.runJobs();
    const token = tokenIn(ctx.smtp.to('csrf@example.com')[0]!, '/newsletter/confirm');
    const unsafe = [
      { url: '/api/newsletter/subscribe', payload: { email: 'csrf2@example.com' } },
      { url: '/api/newsletter/confirm', payload: { token } },
      { url: '/api/newsletter/unsubscribe', payload: { token } },
      { url: '/api/admin/newsletter', payload: { subject: 'Hi', body: 'Hello' } },
      { url: '/api/admin/newsletter/preview', payload: { body: 'Hello' } },
    ];
    for (const { url, payload } of unsafe) {
      for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
        const res = await ctx.rawInject({
          method: 'POST',
          url,
          headers: { ...admin.headers, ...headers },
          payload,
        });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json().error).toBe('cross_site_request');
      }
    }
    expect(await subscription('csrf@example.com')).toMatchObject({ isSubscribed: false });
    // The form body is parsed on the one-click route only: a form post elsewhere is refused.
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('sending a newsletter (admins)', () => {
  it('reaches every confirmed address once, each mail with one-click unsubscribe', async () => {
    await confirmedSubscriber('one@example.com');
    await confirmedSubscriber('two@example.com');
    await subscribe('waiting@example.com');
    await confirmedSubscriber('gone@example.com');
    const goneUrl = oneClickUrl(ctx.smtp.to('gone@example.com').at(-1)!);
    expect((await oneClick(goneUrl)).statusCode).toBe(200);
    await ctx.runJobs();
    ctx.smtp.clear();

    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/preview',
      headers: admin.headers,
      payload: { body: '**Hi** [events](/events) <script>alert(1)</script>' },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().html).toContain('<strong>Hi</strong>');
    expect(preview.json().html).toContain('href="http://localhost:5000/events"');
    expect(preview.json().html).not.toContain('<script>');

    const body =
      '## Autumn trails\n\nJoin the **Blue Mountains** run. [All events](/events)\n\n<img src=x onerror=alert(1)>';
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter',
      headers: admin.headers,
      payload: { subject: ' Autumn on the trails ', body },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      subject: 'Autumn on the trails',
      recipientCount: 2,
      deliveredCount: 0,
      sentBy: { firstName: 'Ada', lastName: 'Admin' },
    });
    const [record] = await db().select().from(newsletters);
    expect(record).toMatchObject({
      subject: 'Autumn on the trails',
      body,
      sentBy: admin.user.id,
      recipientCount: 2,
    });

    expect((await ctx.runJobs()).failed).toEqual([]);
    expect(ctx.smtp.messages.map((m) => m.to[0]).sort()).toEqual(['one@example.com', 'two@example.com']);
    for (const mail of ctx.smtp.messages) {
      expect(mail.subject).toBe('Autumn on the trails');
      const html = htmlOf(mail);
      expect(html).toContain('<strong>Blue Mountains</strong>');
      expect(html).toContain('href="http://localhost:5000/events"');
      // Typed HTML shows as text; nothing in the newsletter runs code.
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).not.toMatch(/<img|<script/i);
      expect(mail.raw).toContain(`because ${mail.to[0]} is subscribed`);
      const url = oneClickUrl(mail);
      // Each mail's own token: the page link and the header carry the same one.
      expect(tokenIn(mail, '/newsletter/unsubscribe?token=')).toBe(url.searchParams.get('token'));
    }
    // Running the queue again mails no one twice.
    expect((await ctx.runJobs()).completed).toBe(0);
    const deliveries = await db().select().from(newsletterDeliveries);
    expect(deliveries.filter((d) => d.sentAt !== null)).toHaveLength(2);

    const overview = await ctx.app.inject({ url: '/api/admin/newsletter', headers: admin.headers });
    expect(overview.json()).toMatchObject({
      confirmedSubscribers: 2,
      sent: [{ subject: 'Autumn on the trails', recipientCount: 2, deliveredCount: 2 }],
    });

    // The same newsletter again straight away is taken for a double click.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter',
      headers: admin.headers,
      payload: { subject: 'Autumn on the trails', body },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messageText(NEWSLETTER_MESSAGES.alreadySent));

    // One of the newsletter's own links unsubscribes its reader.
    const oneMail = ctx.smtp.to('one@example.com')[0]!;
    expect((await oneClick(oneClickUrl(oneMail))).statusCode).toBe(200);
    expect(await subscription('one@example.com')).toMatchObject({ isSubscribed: false });
  });

  it('skips an address that unsubscribed between the send and its e-mail', async () => {
    await confirmedSubscriber('quick@example.com');
    await confirmedSubscriber('stays@example.com');
    const url = oneClickUrl(ctx.smtp.to('quick@example.com').at(-1)!);
    ctx.smtp.clear();
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter',
      headers: admin.headers,
      payload: { subject: 'Winter plans', body: 'Long runs, short days.' },
    });
    expect(sent.json().recipientCount).toBe(2);
    expect((await oneClick(url)).statusCode).toBe(200);
    await ctx.runJobs();
    expect(ctx.smtp.messages.map((m) => m.to[0])).toEqual(['stays@example.com']);
  });

  it('refuses a newsletter with no one to send it to, and bad input', async () => {
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter',
      headers: admin.headers,
      payload: { subject: 'Anyone?', body: 'Hello' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(messageText(NEWSLETTER_MESSAGES.noSubscribers));
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter',
      headers: admin.headers,
      payload: { subject: ' ', body: '   ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      subject: [messageText(NEWSLETTER_MESSAGES.subjectRequired)],
      body: [messageText(NEWSLETTER_MESSAGES.bodyRequired)],
    });
    expect(await db().select().from(newsletters).where(eq(newsletters.subject, 'Anyone?'))).toHaveLength(0);
  });

  it('is for admins only: 403 for other staff and runners, 401 signed out', async () => {
    const runner = await signedInUser(db());
    const payload = { subject: 'Not mine', body: 'Hello' };
    for (const who of [moderator, runner]) {
      const send = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/newsletter',
        headers: who.headers,
        payload,
      });
      expect(send.statusCode).toBe(403);
      expect((await ctx.app.inject({ url: '/api/admin/newsletter', headers: who.headers })).statusCode).toBe(
        403,
      );
      const preview = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/newsletter/preview',
        headers: who.headers,
        payload: { body: 'x' },
      });
      expect(preview.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/newsletter', payload })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ url: '/api/admin/newsletter' })).statusCode).toBe(401);
    expect(await db().select().from(newsletters).where(eq(newsletters.subject, 'Not mine'))).toHaveLength(0);
  });
});

describe('account e-mails', () => {
  it('carry no List-Unsubscribe headers', async () => {
    const unverified = await createUser(db(), { emailVerified: false });
    const verified = await createUser(db());
    for (const [url, email] of [
      ['/api/auth/resend-verification', unverified.email!],
      ['/api/auth/forgot-password', verified.email!],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'x-forwarded-for': `10.28.0.${ip++ & 255}` },
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await ctx.runJobs()).failed).toEqual([]);
    const mails = [...ctx.smtp.to(unverified.email!), ...ctx.smtp.to(verified.email!)];
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Reset your Stride password',
      'Verify your Stride email address',
    ]);
    for (const mail of mails) {
      expect(headersOf(mail)['list-unsubscribe']).toBeUndefined();
      expect(headersOf(mail)['list-unsubscribe-post']).toBeUndefined();
    }
  });
});
