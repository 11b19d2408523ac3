import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTestApp } from '../../../test/helpers/app.ts';

// The club sign-up journey (issue 9): where a runner set out from survives the verification e-mail,
// and the browser that signed up is signed in when it opens the link.

let ctx: Awaited<ReturnType<typeof createMailTestApp>>;
let counter = 0;
beforeAll(async () => {
  ctx = await createMailTestApp();
});
afterAll(() => ctx.close());

const ip = () => `10.9.${Math.floor(++counter / 250)}.${counter % 250}`;
const newEmail = () => `joiner.${++counter}.${Date.now()}@example.com`;

function register(email: string, returnTo?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': ip() },
    payload: {
      email,
      password: 'Tempo-Ridge-47',
      firstName: 'Mia',
      lastName: 'Joiner',
      sex: 'female',
      dateOfBirth: '1991-04-12',
      location: 'Bondi, NSW 2026',
      ...(returnTo === undefined ? {} : { returnTo }),
    },
  });
}

/** The verification link of the latest e-mail to `email`. */
async function verificationLink(email: string): Promise<URL> {
  expect((await ctx.runJobs()).failed).toEqual([]);
  const mails = ctx.smtp.to(email);
  const link = mails.at(-1)?.links.find((l) => l.includes('/verify-email/'));
  expect(link).toBeDefined();
  return new URL(link!);
}

const cookieOf = (res: { cookies: Array<{ name: string; value: string }> }, name: string) => {
  const c = res.cookies.find((x) => x.name === name && x.value);
  return c ? `${name}=${c.value}` : undefined;
};

const verify = (link: URL, cookie?: string) =>
  ctx.app.inject({
    url: `/api/auth/verify-email/${link.pathname.split('/').at(-1)}`,
    headers: cookie ? { cookie } : {},
  });

describe('returnTo through e-mail verification', () => {
  it('carries a same-site returnTo into the verification link', async () => {
    const email = newEmail();
    expect((await register(email, '/club-signup?club=7')).statusCode).toBe(201);
    const link = await verificationLink(email);
    expect(link.origin).toBe('http://localhost:5000');
    expect(link.searchParams.get('returnTo')).toBe('/club-signup?club=7');
  });

  it('drops anything that is not a same-site path, and still signs the runner up', async () => {
    for (const unsafe of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/api/auth/logout',
      'x',
    ]) {
      const email = newEmail();
      expect((await register(email, unsafe)).statusCode).toBe(201);
      const link = await verificationLink(email);
      expect(link.search).toBe('');
    }
  });

  it('keeps the returnTo when the link is sent again', async () => {
    const email = newEmail();
    await register(email);
    await verificationLink(email);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: { 'x-forwarded-for': ip() },
      payload: { email, returnTo: '/runclubs/12' },
    });
    expect(resend.statusCode).toBe(200);
    const link = await verificationLink(email);
    expect(link.searchParams.get('returnTo')).toBe('/runclubs/12');
  });

  it('signs in the browser that signed up, and only that one', async () => {
    const email = newEmail();
    const signup = await register(email, '/club-signup?club=7');
    const proof = cookieOf(signup, 'stride_signup');
    expect(proof).toBeDefined();
    const cookie = signup.cookies.find((c) => c.name === 'stride_signup')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/verify-email' });

    const link = await verificationLink(email);
    const verified = await verify(link, proof);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, signedIn: true, email });
    const session = cookieOf(verified, 'stride_sid');
    const me = await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: session! } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, emailVerified: true });
  });

  it('does not sign in another browser, or a browser that signed up another address', async () => {
    const email = newEmail();
    await register(email);
    const other = await register(newEmail());
    const link = await verificationLink(email);
    const verified = await verify(link, cookieOf(other, 'stride_signup'));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().signedIn).toBeUndefined();
    expect(cookieOf(verified, 'stride_sid')).toBeUndefined();
  });

  it('answers a taken address with the same cookie shape as a new one', async () => {
    const email = newEmail();
    const first = await register(email);
    const again = await register(email);
    expect(again.statusCode).toBe(201);
    expect(cookieOf(again, 'stride_signup')).toBe(cookieOf(first, 'stride_signup'));
  });
});
