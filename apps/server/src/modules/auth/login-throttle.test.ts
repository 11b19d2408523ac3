import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createUser } from '../../../test/helpers/factories.ts';
import { startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { issueEmailToken } from './email-tokens.ts';
import { AUTH_LIMITS, GUESSING_ALERT_AFTER } from './limits.ts';
import { hashPassword } from './passwords.ts';

// Issue 14: ten wrong passwords from any addresses made the right password answer 429 for 15 minutes.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let passwordHash: string;
const PASSWORD = 'Harbour-Tempo-48';

beforeAll(async () => {
  smtp = await startSmtpSink();
  // Many clients through one loopback proxy, each with its own X-Forwarded-For.
  ctx = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

let ipCounter = 0;
const freshIp = () => `172.16.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function runner() {
  return (await createUser(ctx.database.db, { passwordHash })).email!;
}

function signIn(email: string, password: string, ip: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

/** `count` wrong passwords for `email`, spread over `addresses` fresh addresses; each must be a 401. */
async function guess(email: string, count: number, addresses: number) {
  const ips = Array.from({ length: addresses }, freshIp);
  for (let i = 0; i < count; i++) {
    const res = await signIn(email, `Wrong-Guess-${i}`, ips[i % addresses]!);
    expect(res.statusCode, `guess ${i}`).toBe(401);
  }
  return ips;
}

async function mailsTo(address: string, atLeast: number) {
  for (let i = 0; i < 100 && smtp.to(address).length < atLeast; i++)
    await new Promise((r) => setTimeout(r, 20));
  return smtp.to(address);
}

describe('sign-in throttling without a lockout', () => {
  it('wrong passwords from many addresses do not stop the right password from another address', async () => {
    const email = await runner();
    const attackers = await guess(email, 50, 5);
    expect((await signIn(email, PASSWORD, freshIp())).statusCode).toBe(200);
    // From an address that guessed 10 times at this account, even the right password waits.
    const fromAttacker = await signIn(email, PASSWORD, attackers[0]!);
    expect(fromAttacker.statusCode).toBe(429);
    expect(Number(fromAttacker.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('stops an address after 30 failures across accounts, and only that address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await signIn(`nobody.${i}.${Date.now()}@example.com`, 'Wrong-Guess-1', ip);
    const email = await runner();
    expect((await signIn(email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(email, PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('stops an account everywhere after 100 failures, until a password reset frees it', async () => {
    const user = await createUser(ctx.database.db, { passwordHash });
    const email = user.email!;
    // 90 of the guesses straight through the limiter (the argon2 checks of 100 requests add nothing here).
    for (let i = 0; i < 90; i++)
      await ctx.app.services.authLimiter.loginFailed({ email, ip: `10.9.${i % 9}.1` });
    await guess(email, 10, 1);
    const locked = await signIn(email, PASSWORD, freshIp());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);

    const token = await issueEmailToken(ctx.database.db, user.id, email, 'reset');
    const newPassword = 'Ridge-Tempo-93';
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword, confirmPassword: newPassword },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, newPassword, freshIp())).statusCode).toBe(200);
  });

  it('e-mails the runner once when their account is being guessed at, without delaying the answers', async () => {
    const email = await runner();
    await guess(email, GUESSING_ALERT_AFTER + 15, 5);
    await ctx.runJobs();
    const mails = await mailsTo(email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone is trying to sign in to your Stride account');
    expect(mails[0]!.links).toContain('http://localhost:5000/auth?mode=forgot');
    // Give a second mail the time the first one took: none comes.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('sends nothing for an address that has no account', async () => {
    const email = `no.account.${Date.now()}@example.com`;
    await guess(email, GUESSING_ALERT_AFTER, 5);
    await ctx.runJobs();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.to(email)).toHaveLength(0);
  });
});

// Issue 25, defect 1: anyone could stop a runner recovering their account.
describe('the owner always has a way back in', () => {
  const deviceCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
    res.cookies.find((c) => c.name === 'stride_device')?.value;

  function post(url: string, payload: object, ip: string, cookie?: string) {
    return ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    });
  }

  async function resetLinks(email: string, atLeast: number) {
    await ctx.runJobs();
    return (await mailsTo(email, atLeast))
      .flatMap((m) => m.links)
      .filter((l) => l.includes('/reset-password/'));
  }

  it("a stranger's resends for a verified address send nothing and leave the owner's reset alone", async () => {
    const email = await runner();
    const stranger = freshIp();
    const resends = [];
    for (let i = 0; i < 5; i++)
      resends.push((await post('/api/auth/resend-verification', { email }, stranger)).statusCode);
    // The stranger is limited; nothing is sent to the verified address.
    expect(resends).toEqual([200, 200, 200, 429, 429]);
    await ctx.runJobs();
    expect(smtp.to(email)).toHaveLength(0);
    const forgot = await post('/api/auth/forgot-password', { email }, freshIp());
    expect(forgot.statusCode).toBe(200);
    expect(await resetLinks(email, 1)).toHaveLength(1);
  });

  it("strangers asking for resets from many addresses cannot spend the owner's allowance", async () => {
    const email = await runner();
    for (let i = 0; i < 8; i++)
      expect((await post('/api/auth/forgot-password', { email }, freshIp())).statusCode).toBe(200);
    await ctx.runJobs();
    await new Promise((r) => setTimeout(r, 200));
    // The mailbox gets at most mailsSentPerAddress of them, and the last link sent still works.
    const mails = await mailsTo(email, AUTH_LIMITS.mailsSentPerAddress.max);
    expect(mails).toHaveLength(AUTH_LIMITS.mailsSentPerAddress.max);
    const last = mails.at(-1)!.links.find((l) => l.includes('/reset-password/'))!;
    const token = last.split('/reset-password/')[1]!;
    const reset = await post(
      '/api/auth/reset-password',
      { token, password: 'Ridge-Tempo-93', confirmPassword: 'Ridge-Tempo-93' },
      freshIp(),
    );
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it("ten addresses guessing ten times each: the owner's browser signs in, a new browser recovers by e-mail", async () => {
    const email = await runner();
    const home = freshIp();
    const first = await signIn(email, PASSWORD, home);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toBeTruthy();

    await guess(email, 100, 10);
    // From a browser that never signed in to the account, the account is held back…
    expect((await signIn(email, PASSWORD, freshIp())).statusCode).toBe(429);
    // …but not the owner's own browser, wherever it is now.
    const own = await post(
      '/api/auth/login',
      { email, password: PASSWORD },
      freshIp(),
      `stride_device=${device}`,
    );
    expect(own.statusCode).toBe(200);
    // A device note for another account proves nothing for this one.
    const other = await runner();
    await guess(other, 100, 10);
    expect(
      (await post('/api/auth/login', { email: other, password: PASSWORD }, home, `stride_device=${device}`))
        .statusCode,
    ).toBe(429);

    // The new browser asks for a reset (the alert e-mail's link leads there): it arrives and frees the account.
    smtp.clear();
    expect((await post('/api/auth/forgot-password', { email }, freshIp())).statusCode).toBe(200);
    const [link] = await resetLinks(email, 1);
    const token = link!.split('/reset-password/')[1]!;
    const reset = await post(
      '/api/auth/reset-password',
      { token, password: 'Ridge-Tempo-93', confirmPassword: 'Ridge-Tempo-93' },
      freshIp(),
    );
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, 'Ridge-Tempo-93', freshIp())).statusCode).toBe(200);
  });

  it('a forged device cookie is ignored', async () => {
    const email = await runner();
    await guess(email, 100, 10);
    const forged = `${'A'.repeat(16)}.${'B'.repeat(22)}`;
    expect(
      (await post('/api/auth/login', { email, password: PASSWORD }, freshIp(), `stride_device=${forged}`))
        .statusCode,
    ).toBe(429);
  });
});
