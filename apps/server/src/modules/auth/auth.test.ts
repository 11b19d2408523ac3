import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, codedText, messageText } from '@stride/contracts';
import { createMailTestApp } from '../../../test/helpers/app.ts';
import { createUser, signedInUser } from '../../../test/helpers/factories.ts';
import type { SmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { emailVerifications, sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { hashPassword } from './passwords.ts';

let ctx: Awaited<ReturnType<typeof createMailTestApp>>;
let smtp: SmtpSink;
let ipCounter = 0;
/** Each test speaks from its own IP so the per-IP limits of one test do not leak into another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  // The tests play many clients through one loopback proxy, each with its own X-Forwarded-For.
  ctx = await createMailTestApp();
  smtp = ctx.smtp;
});
afterAll(() => ctx.close());

const PASSWORD = 'Tempo-Ridge-47';
let emailCounter = 0;
const newEmail = () => `runner.${++emailCounter}.${Date.now()}@example.com`;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: PASSWORD,
    firstName: 'Mia',
    lastName: "O'Neil",
    sex: 'female',
    dateOfBirth: '1991-04-12',
    location: 'Bondi, NSW 2026',
    ...overrides,
  };
}

function post(url: string, payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-forwarded-for': ip, ...headers },
  });
}

function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }) {
  const c = res.cookies.find((x) => x.name === 'stride_sid');
  return c?.value ? `stride_sid=${c.value}` : undefined;
}

/** Runs the queued e-mail jobs, then answers the messages the SMTP sink received for `address`. */
async function waitForMail(address: string, count = 1) {
  expect((await ctx.runJobs()).failed).toEqual([]);
  for (let i = 0; i < 100 && smtp.to(address).length < count; i++)
    await new Promise((r) => setTimeout(r, 20));
  return smtp.to(address);
}

function tokenFrom(link: string | undefined, kind: 'verify-email' | 'reset-password') {
  const m = new RegExp(`/${kind}/([\\w-]+)`).exec(link ?? '');
  if (!m) throw new Error(`no ${kind} link in ${link}`);
  return m[1]!;
}

async function registeredAndVerified(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  await post('/api/auth/register', body);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
  return body;
}

function signIn(email: string, password: string, ip = freshIp()) {
  return post('/api/auth/login', { email, password }, ip);
}

describe('register → verify → sign in', () => {
  it('creates an unverified account, mails a verification link, and verifies it once', async () => {
    const body = registration({ email: `  Mixed.Case.${Date.now()}@Example.com ` });
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, ...codedText(AUTH_MESSAGES.registered) });
    const email = (body.email as string).trim().toLowerCase();
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      emailVerified: false,
      firstName: 'Mia',
      location: 'Bondi, NSW 2026',
      authProvider: 'email',
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(sessionCookie(res)).toBeUndefined();

    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Verify your Stride email address');
    expect(mail!.raw).toContain('Content-Type: text/html');
    expect(mail!.raw).toContain('Content-Type: text/plain');
    const link = mail!.links.find((l) => l.includes('/verify-email/'));
    expect(link).toMatch(/^http:\/\/localhost:5000\/verify-email\//);
    const token = tokenFrom(link, 'verify-email');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await ctx.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user!.id));
    expect(stored[0]!.verificationToken).toBe(hashToken(token));
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    const refused = await signIn(email, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'email_not_verified',
      ...codedText(AUTH_MESSAGES.emailNotVerified),
    });

    const verified = await ctx.app.inject({ url: `/api/auth/verify-email/${token}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      expired: false,
      email,
      ...codedText(AUTH_MESSAGES.verified),
    });
    const again = await ctx.app.inject({ url: `/api/auth/verify-email/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      expired: false,
      ...codedText(AUTH_MESSAGES.verificationInvalid),
    });

    const ok = await signIn(email.toUpperCase(), PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: "You've successfully signed in.",
      code: 'auth.signedIn',
    });
    const cookie = sessionCookie(ok)!;
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, emailVerified: true, firstName: 'Mia', goals: [] });
    expect(JSON.stringify(me.json())).not.toMatch(/argon2|passwordHash|stravaAccessToken/);
  });

  it('reports an expired link with the address so the screen can offer a resend', async () => {
    const body = registration();
    await post('/api/auth/register', body);
    const [mail] = await waitForMail(body.email);
    const token = tokenFrom(
      mail!.links.find((l) => l.includes('/verify-email/')),
      'verify-email',
    );
    await ctx.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.verificationToken, hashToken(token)));
    const res = await ctx.app.inject({ url: `/api/auth/verify-email/${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      expired: true,
      email: body.email,
      ...codedText(AUTH_MESSAGES.verificationExpired),
    });
    const unknown = await ctx.app.inject({ url: '/api/auth/verify-email/not-a-token' });
    expect(unknown.json()).toMatchObject({ expired: false, ...codedText(AUTH_MESSAGES.verificationInvalid) });
  });

  it('resend issues a new link that replaces the old one, and answers generically', async () => {
    const body = registration();
    await post('/api/auth/register', body);
    await waitForMail(body.email);
    const first = tokenFrom(
      smtp.to(body.email)[0]!.links.find((l) => l.includes('/verify-email/')),
      'verify-email',
    );
    const res = await post('/api/auth/resend-verification', { email: body.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, ...codedText(AUTH_MESSAGES.resendVerification) });
    const mails = await waitForMail(body.email, 2);
    const second = tokenFrom(
      mails[1]!.links.find((l) => l.includes('/verify-email/')),
      'verify-email',
    );
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: `/api/auth/verify-email/${first}` })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/auth/verify-email/${second}` })).statusCode).toBe(200);

    const unknown = await post('/api/auth/resend-verification', { email: newEmail() });
    expect(unknown.json()).toEqual(res.json());
  });

  it('auto-verifies outside production when asked', async () => {
    const body = registration({ autoVerify: true });
    const res = await post('/api/auth/register', body);
    expect(res.json()).toEqual({
      success: true,
      ...codedText(AUTH_MESSAGES.registeredAutoVerified),
      autoVerified: true,
    });
    expect((await signIn(body.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('register validation', () => {
  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email is too long'],
    [{ password: 'Short1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: `Aa1${'b'.repeat(126)}` }, 'password', 'Password is too long'],
    [
      { password: 'lowercase123' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ firstName: '  ' }, 'firstName', 'First name is required'],
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name is too long'],
    [
      { lastName: 'Sm1th' },
      'lastName',
      'Last name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    [{ sex: 'robot' }, 'sex', 'Please select your sex'],
    [{ dateOfBirth: undefined }, 'dateOfBirth', 'Date of birth is required'],
    [{ dateOfBirth: '12/04/1991' }, 'dateOfBirth', 'Please enter a valid date'],
    [{ dateOfBirth: '1850-01-01' }, 'dateOfBirth', 'You must be between 13 and 120 years old'],
    [{ location: '   ' }, 'location', 'Location is required'],
    [{ location: 'x'.repeat(101) }, 'location', 'Location is too long'],
  ])('%o is refused on %s with "%s"', async (patch, field, message) => {
    const res = await post('/api/auth/register', registration(patch));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
  });

  it('refuses one of the 10,000 most common passwords', async () => {
    const res = await post('/api/auth/register', registration({ password: 'Password1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      ...codedText(AUTH_MESSAGES.commonPassword),
      fields: { password: [messageText(AUTH_MESSAGES.commonPassword)] },
    });
  });

  it('does not reveal that an address is taken, and tells the owner instead', async () => {
    const owner = await registeredAndVerified();
    smtp.clear();
    const res = await post(
      '/api/auth/register',
      registration({ email: owner.email.toUpperCase(), firstName: 'Mallory' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, ...codedText(AUTH_MESSAGES.registered) });
    const [mail] = await waitForMail(owner.email);
    expect(mail!.subject).toBe('Someone tried to sign up to Stride with your email');
    expect(mail!.links).toEqual(
      expect.arrayContaining(['http://localhost:5000/auth', 'http://localhost:5000/auth?mode=forgot']),
    );
    const [stored] = await ctx.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(stored!.firstName).toBe('Mia');
  });

  it('accepts only JSON bodies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: 'email=a%40b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('sign in', () => {
  it('gives the same answer for an unknown address and a wrong password', async () => {
    const { email } = await registeredAndVerified();
    const wrong = await signIn(email, 'Wrong-Password-1');
    const unknown = await signIn(newEmail(), 'Wrong-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'invalid_credentials',
      message: 'Incorrect username or password',
      code: 'auth.loginFailed',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('takes about as long for an unknown address as for a wrong password (a dummy hash is checked)', async () => {
    const { email } = await registeredAndVerified();
    const time = async (address: string) => {
      const t = performance.now();
      await signIn(address, 'Wrong-Password-1');
      return performance.now() - t;
    };
    await time(newEmail()); // warm the dummy hash
    const known: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(email));
      unknownTimes.push(await time(newEmail()));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Both include an argon2 verification; skipping it would make the unknown case several times faster.
    expect(median(unknownTimes)).toBeGreaterThan(median(known) * 0.4);
  });

  it('validates the login body with the spec messages', async () => {
    const blank = await post('/api/auth/login', { email: 'a@b.co', password: '   ' });
    expect(blank.json().fields.password).toEqual(['Password cannot be just spaces']);
    const missing = await post('/api/auth/login', { email: '', password: '' });
    expect(missing.json().fields).toMatchObject({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('starts a new session at every sign-in with a hardened cookie, and ends the previous one', async () => {
    const { email } = await registeredAndVerified();
    const first = await signIn(email, PASSWORD);
    const c = first.cookies.find((x) => x.name === 'stride_sid')!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(c.secure).toBeFalsy();
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      headers: { cookie: sessionCookie(first)!, 'x-forwarded-for': freshIp() },
    });
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    expect(
      (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookie(first)! } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookie(second)! } }))
        .statusCode,
    ).toBe(200);
  });

  it('limits failed sign-ins per account from one address with 429 and Retry-After (login-throttle.test.ts has the rest)', async () => {
    const { email } = await registeredAndVerified();
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, `Wrong-${i}-Password`, ip)).statusCode).toBe(401);
    const blocked = await signIn(email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'rate_limited', ...codedText(AUTH_MESSAGES.tooManyAttempts) });
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
  });

  it('limits failed sign-ins per IP across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await signIn(newEmail(), 'Wrong-Password-1', ip);
    const res = await signIn(newEmail(), 'Wrong-Password-1', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('forgot and reset password', () => {
  it('mails a one-hour, single-use reset link, sets the password and ends every session', async () => {
    const { email } = await registeredAndVerified();
    const signedIn = sessionCookie(await signIn(email, PASSWORD))!;
    smtp.clear();
    const res = await post('/api/auth/forgot-password', { email });
    expect(res.json()).toEqual({ success: true, ...codedText(AUTH_MESSAGES.forgotPassword) });
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toBe('Reset your Stride password');
    const token = tokenFrom(
      mail!.links.find((l) => l.includes('/reset-password/')),
      'reset-password',
    );
    const [row] = await ctx.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.verificationToken, hashToken(token)));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(row!.purpose).toBe('reset');

    const mismatch = await post('/api/auth/reset-password', {
      token,
      password: 'New-Harbour-92',
      confirmPassword: 'nope',
    });
    expect(mismatch.json().fields.confirmPassword).toEqual(["Passwords don't match"]);
    const common = await post('/api/auth/reset-password', {
      token,
      password: 'Password123',
      confirmPassword: 'Password123',
    });
    expect(common.json().message).toBe(messageText(AUTH_MESSAGES.commonPassword));

    const done = await post('/api/auth/reset-password', {
      token,
      password: 'New-Harbour-92',
      confirmPassword: 'New-Harbour-92',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, ...codedText(AUTH_MESSAGES.resetDone) });
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: signedIn } })).statusCode).toBe(
      401,
    );
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'New-Harbour-92')).statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', {
      token,
      password: 'Other-Harbour-93',
      confirmPassword: 'Other-Harbour-93',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_token', ...codedText(AUTH_MESSAGES.resetInvalid) });
  });

  it('refuses an expired or superseded token', async () => {
    const { email } = await registeredAndVerified();
    smtp.clear();
    await post('/api/auth/forgot-password', { email });
    await post('/api/auth/forgot-password', { email });
    const mails = await waitForMail(email, 2);
    const [first, second] = mails.map((m) =>
      tokenFrom(
        m.links.find((l) => l.includes('/reset-password/')),
        'reset-password',
      ),
    );
    const body = (token: string) => ({
      token,
      password: 'New-Harbour-92',
      confirmPassword: 'New-Harbour-92',
    });
    expect((await post('/api/auth/reset-password', body(first!))).statusCode).toBe(400);
    await ctx.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailVerifications.verificationToken, hashToken(second!)));
    expect((await post('/api/auth/reset-password', body(second!))).json().message).toBe(
      messageText(AUTH_MESSAGES.resetInvalid),
    );
    const noToken = await post('/api/auth/reset-password', {
      token: '',
      password: 'New-Harbour-92',
      confirmPassword: '',
    });
    expect(noToken.json().fields).toMatchObject({
      token: ['Reset token is required'],
      confirmPassword: ['Please confirm your password'],
    });
  });

  it('answers an unknown address exactly like a known one, and limits one requester per address', async () => {
    const { email } = await registeredAndVerified();
    const unknown = await post('/api/auth/forgot-password', { email: newEmail() });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, ...codedText(AUTH_MESSAGES.forgotPassword) });
    // Three a requester an hour for one address; another requester is not held back (issue 25).
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/forgot-password', { email }, ip)).statusCode).toBe(200);
    const limited = await post('/api/auth/forgot-password', { email }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post('/api/auth/forgot-password', { email }, freshIp())).statusCode).toBe(200);
  });

  it('limits forgot-password, resend and register per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await post('/api/auth/forgot-password', { email: newEmail() }, ip);
    expect((await post('/api/auth/forgot-password', { email: newEmail() }, ip)).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) await post('/api/auth/resend-verification', { email: newEmail() }, ip);
    expect((await post('/api/auth/resend-verification', { email: newEmail() }, ip)).statusCode).toBe(429);
    const regIp = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await post('/api/auth/register', registration(), regIp)).statusCode).toBe(201);
    const res = await post('/api/auth/register', registration(), regIp);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(messageText(AUTH_MESSAGES.tooManyAttempts));
  });
});

describe('logout, CSRF and links', () => {
  it('logs out with POST, ending only that session and clearing the cookie', async () => {
    const { email } = await registeredAndVerified();
    const a = sessionCookie(await signIn(email, PASSWORD))!;
    const b = sessionCookie(await signIn(email, PASSWORD))!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: a, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'stride_sid')?.value).toBe('');
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: a } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: b } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(404);
  });

  it('refuses sign-in and logout posted from another origin', async () => {
    const { email } = await registeredAndVerified();
    const res = await post('/api/auth/login', { email, password: PASSWORD }, freshIp(), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_site_request');
  });

  it('builds e-mail links from PUBLIC_URL, never from the Host header', async () => {
    const { email } = await registeredAndVerified();
    smtp.clear();
    await post('/api/auth/forgot-password', { email }, freshIp(), {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    const [mail] = await waitForMail(email);
    expect(mail!.links.every((l) => !l.includes('evil.example'))).toBe(true);
    expect(mail!.links.some((l) => l.startsWith('http://localhost:5000/reset-password/'))).toBe(true);
  });

  it('redirects /api/login to /auth and lists the configured providers', async () => {
    const res = await ctx.app.inject({ url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth');
    expect((await ctx.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      strava: false,
      google: false,
    });
    const strava = await ctx.app.inject({ url: '/api/auth/strava' });
    expect(strava.headers.location).toBe('/auth?error=strava_not_configured');
  });
});

describe('secrets never leave the server', () => {
  it('keeps hashes, tokens and other users out of /api/auth/user', async () => {
    const secretHash = await hashPassword('Secret-Value-1');
    const { headers } = await signedInUser(ctx.database.db, {
      passwordHash: secretHash,
      stravaAccessToken: 'sealed-access',
      stravaRefreshToken: 'sealed-refresh',
      stravaAthleteId: `${Date.now()}`,
      calendarFeedTokenHash: 'f'.repeat(64),
    });
    const other = await createUser(ctx.database.db);
    const body = (await ctx.app.inject({ url: '/api/auth/user', headers })).body;
    for (const secret of [secretHash, 'sealed-access', 'sealed-refresh', 'f'.repeat(64), other.email!])
      expect(body).not.toContain(secret);
    expect(JSON.parse(body).stravaConnected).toBe(true);
    const stored = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions);
    expect(stored[0]!.n).toBeGreaterThan(0);
  });
});
