import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/helpers/smtp-sink.ts';

// The runner's language on the server (issue 12): stored, and every e-mail is written in it.
let smtp: SmtpSink;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

/** The message as text: quoted-printable was undone byte by byte, so UTF-8 is read back here. */
const text = (raw: string) => Buffer.from(raw, 'latin1').toString('utf8');

async function mailTo(address: string) {
  for (let i = 0; i < 100 && smtp.to(address).length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  const [mail] = smtp.to(address);
  expect(mail).toBeDefined();
  return { ...mail!, body: text(mail!.raw) };
}

const setLanguage = (headers: Record<string, string>, language: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/me/language', headers, payload: { language } });

describe('PUT /api/users/me/language', () => {
  it('stores one of the 8 languages for the signed-in runner', async () => {
    const me = await signedInUser(ctx.database.db);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: me.headers })).json().language).toBe('en');
    expect((await setLanguage(me.headers, 'ja')).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: me.headers })).json().language).toBe('ja');
    expect((await setLanguage(me.headers, 'xx')).statusCode).toBe(400);
    expect((await setLanguage({}, 'fr')).statusCode).toBe(401);
  });
});

describe('e-mails in the runner language', () => {
  it('writes notices in the runner language, with the date in that locale and the event time zone', async () => {
    const db = ctx.database.db;
    const runner = await signedInUser(db, { firstName: 'Amélie' });
    await setLanguage(runner.headers, 'fr');
    const event = await createEvent(db, {
      title: 'Boucle du port',
      date: '2031-05-04',
      time: '06:30',
      timezone: 'Australia/Perth',
    });
    await db.transaction((tx) =>
      ctx.app.services.delivery.deliver(tx, [
        {
          userId: runner.user.id,
          type: 'event_cancelled',
          event: { id: event.id, title: event.title, date: event.date },
        },
      ]),
    );
    await ctx.runJobs();
    const mail = await mailTo(runner.user.email!);
    expect(mail.body).toContain(
      'Bonjour Amélie, Boucle du port (dimanche 4 mai à 06:30 UTC+8) a été annulé.',
    );
    expect(mail.body).toContain("Voir l'événement");
  });

  it('writes the reset and password-guessing e-mails in the runner language', async () => {
    const db = ctx.database.db;
    const runner = await signedInUser(db, { location: 'Fremantle, WA 6160' });
    await setLanguage(runner.headers, 'de');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: runner.user.email },
    });
    await ctx.runJobs();
    const reset = await mailTo(runner.user.email!);
    expect(reset.body).toContain('Passwort zurücksetzen');
    // The link's end, in German and in Perth time (the runner lives in WA).
    expect(reset.body).toMatch(/bis \w+, \d{1,2}\. \w+ \d{4} um \d{2}:\d{2}/);
    smtp.clear();
    await ctx.app.services.auth.alertPasswordGuessing(runner.user.email!);
    await ctx.runJobs();
    expect((await mailTo(runner.user.email!)).body).toContain('Wiederholte fehlgeschlagene Anmeldungen');
  });

  it('writes the verification e-mail in the language the sign-up form was in', async () => {
    const email = `ja.${Date.now()}@example.com`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email,
        password: 'Sturdy-Harbour-42',
        firstName: 'Yuki',
        lastName: 'Tanaka',
        sex: 'female',
        dateOfBirth: '1992-03-04',
        location: 'Carlton, VIC 3053',
        language: 'ja',
      },
    });
    expect(res.statusCode).toBe(201);
    await ctx.runJobs();
    const mail = await mailTo(email);
    expect(mail.body).toContain('Stride へようこそ、Yukiさん！');
    expect(mail.body).toContain('メールアドレスを確認');
  });
});
