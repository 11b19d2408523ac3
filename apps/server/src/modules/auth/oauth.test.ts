import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createUser } from '../../../test/helpers/factories.ts';
import { users } from '../../db/schema/index.ts';

// Two local oauth2-mock-server instances stand in for Google (OIDC discovery) and Strava (plain OAuth 2).
let ctx: TestContext;
let google: OAuth2Server;
let strava: OAuth2Server;
let googleClaims: Record<string, unknown>;
let stravaAthlete: Record<string, unknown>;
let deny = false;
let tokenCounter = 0;

beforeAll(async () => {
  google = new OAuth2Server();
  strava = new OAuth2Server();
  for (const server of [google, strava]) {
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      if (!deny) return;
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
    });
  }
  google.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, googleClaims);
  });
  strava.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
    // Strava answers with its own shape: no id_token, an athlete record and expires_at.
    delete response.body.id_token;
    response.body.access_token = `strava-access-${++tokenCounter}`;
    response.body.expires_at = Math.floor(Date.now() / 1000) + 6 * 3600;
    response.body.athlete = stravaAthlete;
  });
  ctx = await createTestApp({
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER_URL: google.issuer.url!,
    STRAVA_CLIENT_ID: 'strava-client',
    STRAVA_CLIENT_SECRET: 'strava-secret',
    STRAVA_AUTHORIZE_URL: `${strava.issuer.url}/authorize`,
    STRAVA_TOKEN_URL: `${strava.issuer.url}/token`,
  });
});
afterAll(async () => {
  await ctx.close();
  await google.stop();
  await strava.stop();
});
beforeEach(() => {
  deny = false;
});

/** Runs the browser's part: start at Stride, visit the provider, come back to the callback. */
async function signInWith(
  provider: 'google' | 'strava',
  tamper?: (callback: URL) => void,
  returnTo?: string,
) {
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const start = await ctx.app.inject({ url: `/api/auth/${provider}${query}` });
  expect(start.statusCode).toBe(302);
  const stateCookie = start.cookies.find((c) => c.name === 'stride_oauth')!;
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
  const authorize = new URL(start.headers.location as string);
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`http://localhost:5000/api/auth/${provider}/callback`);
  tamper?.(callback);
  const done = await ctx.app.inject({
    url: callback.pathname + callback.search,
    headers: { cookie: `stride_oauth=${stateCookie.value}` },
  });
  const session = done.cookies.find((c) => c.name === 'stride_sid' && c.value);
  return { authorize, done, cookie: session ? `stride_sid=${session.value}` : undefined };
}

describe('Google (OIDC with PKCE and nonce)', () => {
  it('reports both providers as configured', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/providers' })).json()).toEqual({
      strava: true,
      google: true,
    });
  });

  it('creates a runner from the ID token and signs them in', async () => {
    googleClaims = {
      sub: 'google-1',
      email: 'Ada@Example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    };
    const { authorize, done, cookie } = await signInWith('google');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(done.headers.location).toBe('/profile-setup');
    const me = (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: cookie! } })).json();
    expect(me).toMatchObject({
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      authProvider: 'google',
      googleConnected: true,
    });

    const again = await signInWith('google');
    expect(again.done.headers.location).toBe('/');
    const rows = await ctx.database.db.select().from(users).where(eq(users.googleId, 'google-1'));
    expect(rows).toHaveLength(1);
  });

  it('brings the runner back to the page they started from, and only to a page on this site', async () => {
    googleClaims = { sub: 'google-return', email: 'return@example.com', email_verified: true };
    const created = await signInWith('google', undefined, '/events/7?from=prompt');
    expect(created.done.headers.location).toBe('/profile-setup?returnTo=%2Fevents%2F7%3Ffrom%3Dprompt');
    const again = await signInWith('google', undefined, '/create');
    expect(again.done.headers.location).toBe('/create');
    for (const elsewhere of ['https://evil.example/', '//evil.example', '/\\evil.example', '/auth']) {
      const refused = await signInWith('google', undefined, elsewhere);
      expect(refused.done.headers.location).toBe('/');
    }
  });

  it('links to an existing account only through a verified e-mail', async () => {
    const existing = await createUser(ctx.database.db, { email: `linked.${Date.now()}@example.com` });
    googleClaims = { sub: 'google-unverified', email: existing.email, email_verified: false };
    const refused = await signInWith('google');
    expect(refused.done.headers.location).toBe('/auth?error=google_unverified_email');
    expect(refused.cookie).toBeUndefined();

    googleClaims = { sub: 'google-2', email: existing.email!.toUpperCase(), email_verified: true };
    const linked = await signInWith('google');
    expect(linked.done.headers.location).toBe('/');
    const me = (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: linked.cookie! } })).json();
    expect(me.id).toBe(existing.id);
    expect(me.googleConnected).toBe(true);
  });

  it('returns to /auth with a reason when consent is denied', async () => {
    deny = true;
    const { done, cookie } = await signInWith('google');
    expect(done.headers.location).toBe('/auth?error=google_denied');
    expect(cookie).toBeUndefined();
  });

  it('refuses a forged state and a callback without the state cookie', async () => {
    googleClaims = { sub: 'google-3', email: 'forged@example.com', email_verified: true };
    const { done, cookie } = await signInWith('google', (url) =>
      url.searchParams.set('state', 'forged-state'),
    );
    expect(done.headers.location).toBe('/auth?error=google_state');
    expect(cookie).toBeUndefined();
    const noCookie = await ctx.app.inject({ url: '/api/auth/google/callback?code=x&state=y' });
    expect(noCookie.headers.location).toBe('/auth?error=google_state');
  });
});

describe('Strava (OAuth 2 with state)', () => {
  it('creates a runner, stores the athlete id, and keeps tokens encrypted at rest', async () => {
    stravaAthlete = {
      id: 4242,
      firstname: 'Cathy',
      lastname: 'Freeman',
      profile: 'https://example.com/c.jpg',
    };
    const { authorize, done, cookie } = await signInWith('strava');
    expect(authorize.searchParams.get('scope')).toBe('read,activity:read');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(done.headers.location).toBe('/profile-setup');
    const me = (await ctx.app.inject({ url: '/api/auth/user', headers: { cookie: cookie! } })).json();
    expect(me).toMatchObject({
      firstName: 'Cathy',
      lastName: 'Freeman',
      authProvider: 'strava',
      stravaConnected: true,
      email: null,
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.stravaAthleteId, '4242'));
    expect(row!.stravaAccessToken).toMatch(/^v1\./);
    expect(row!.stravaRefreshToken).toMatch(/^v1\./);
    const plain = await ctx.app.services.oauth.stravaAccessToken(row!.id);
    expect(plain).toBeTruthy();
    expect(row!.stravaAccessToken).not.toContain(plain!);
    expect(JSON.stringify(me)).not.toContain(plain!);
  });

  it('refreshes the access token when it is near expiry', async () => {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.stravaAthleteId, '4242'));
    const before = await ctx.app.services.oauth.stravaAccessToken(row!.id);
    await ctx.database.db
      .update(users)
      .set({ stravaTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(users.id, row!.id));
    const after = await ctx.app.services.oauth.stravaAccessToken(row!.id);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const [updated] = await ctx.database.db.select().from(users).where(eq(users.id, row!.id));
    expect(updated!.stravaTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3600_000);
  });

  it('signs the same athlete back in', async () => {
    stravaAthlete = { id: 4242, firstname: 'Cathy', lastname: 'Freeman' };
    const { done } = await signInWith('strava');
    expect(done.headers.location).toBe('/');
  });

  it('handles denied consent and a forged state', async () => {
    deny = true;
    expect((await signInWith('strava')).done.headers.location).toBe('/auth?error=strava_denied');
    deny = false;
    const forged = await signInWith('strava', (url) => url.searchParams.set('state', 'nope'));
    expect(forged.done.headers.location).toBe('/auth?error=strava_state');
  });
});
