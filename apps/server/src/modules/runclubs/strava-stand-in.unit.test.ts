import * as oidc from 'openid-client';
import { loadConfig } from '../../config.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startStravaStandIn,
  stravaGroupEvent,
  type StravaStandIn,
} from '../../../test/helpers/strava-stand-in.ts';
import { mapGroupEvents } from './strava-event-mapping.ts';
import { parseAthleteClubs, parseClub, parseGroupEvents } from './strava-group-events.ts';
import { diffImport } from './strava-import-diff.ts';
import { rateLimitWaitMs, readRateLimit } from './strava-rate-limit.ts';

// The stand-in itself, driven the way Stride drives Strava: openid-client with client_secret_post
// for the grants (as OAuthService does), plain fetch with a bearer token for the API.

let strava: StravaStandIn;
let clock = new Date('2026-11-01T00:00:00Z');
const ADMIN = 1001;
const MEMBER = 1002;
const REDIRECT = 'http://localhost:5000/api/auth/strava/callback';

function oauthConfig(): oidc.Configuration {
  const c = new oidc.Configuration(
    { issuer: strava.url, authorization_endpoint: strava.authorizeUrl, token_endpoint: strava.tokenUrl },
    strava.clientId,
    { client_secret: strava.clientSecret },
    oidc.ClientSecretPost(strava.clientSecret),
  );
  oidc.allowInsecureRequests(c);
  return c;
}

async function api(path: string, accessToken: string) {
  const res = await fetch(`${strava.apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  strava = await startStravaStandIn({ now: () => clock });
  strava.addClub({ id: 555, name: 'Bondi Harriers' });
  strava.addClub({ id: 777, name: 'Coogee Cruisers' });
  strava.addAthlete({
    id: ADMIN,
    firstname: 'Ada',
    lastname: 'Admin',
    clubs: [{ id: 555, admin: true }, { id: 777 }],
  });
  strava.addAthlete({ id: MEMBER, firstname: 'Max', lastname: 'Member', clubs: [{ id: 777 }] });
  strava.setGroupEvents(555, [
    stravaGroupEvent({ id: 1 }),
    stravaGroupEvent({ id: 2, activity_type: 'Ride', title: 'Saturday bunch ride' }),
    stravaGroupEvent({ id: 3, upcoming_occurrences: [], title: 'Old event from 2019' }),
    stravaGroupEvent({ id: 4, private: true, title: 'Members-only track session' }),
  ]);
});
afterAll(() => strava.close());
beforeEach(() => {
  clock = new Date('2026-11-01T00:00:00Z');
  strava.rateLimited = false;
  strava.setUsage(0, 0);
  strava.clearRequests();
});

describe('Strava stand-in: OAuth', () => {
  it("fits Stride's STRAVA_* settings", () => {
    expect(loadConfig({ NODE_ENV: 'test', ...strava.config }).strava).toMatchObject({
      clientId: strava.clientId,
      clientSecret: strava.clientSecret,
      authorizeUrl: strava.authorizeUrl,
      tokenUrl: strava.tokenUrl,
      apiUrl: strava.apiUrl,
    });
  });

  it('runs the authorization-code flow and answers with Strava’s token shape and athlete', async () => {
    strava.signInAs(ADMIN);
    const state = oidc.randomState();
    const authorize = oidc.buildAuthorizationUrl(oauthConfig(), {
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'read,activity:read',
      state,
    });
    const atStrava = await fetch(authorize, { redirect: 'manual' });
    expect(atStrava.status).toBe(302);
    const callback = new URL(atStrava.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    const tokens = await oidc.authorizationCodeGrant(oauthConfig(), callback, { expectedState: state });
    expect(tokens.token_type?.toLowerCase()).toBe('bearer');
    expect(tokens.expires_at).toBe(Math.floor(clock.getTime() / 1000) + 6 * 3600);
    expect(tokens.athlete).toMatchObject({ id: ADMIN, firstname: 'Ada', lastname: 'Admin' });
    expect(strava.requests.find((r) => r.path === '/oauth/token')?.grantType).toBe('authorization_code');

    // A code works once.
    await expect(
      oidc.authorizationCodeGrant(oauthConfig(), callback, { expectedState: state }),
    ).rejects.toThrow();
  });

  it('sends the athlete back with access_denied when they cancel', async () => {
    strava.denyNextAuthorization();
    const url = oidc.buildAuthorizationUrl(oauthConfig(), { redirect_uri: REDIRECT, state: 's1' });
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect([back.searchParams.get('error'), back.searchParams.get('state')]).toEqual(['access_denied', 's1']);
  });

  it('lets an expired access token be refreshed, and the new one works', async () => {
    strava.setAccessTokenTtl(60);
    const first = strava.issueTokens(ADMIN);
    strava.setAccessTokenTtl(6 * 3600);
    clock = new Date(clock.getTime() + 61_000);
    expect((await api('/athlete', first.accessToken)).status).toBe(401);

    const refreshed = await oidc.refreshTokenGrant(oauthConfig(), first.refreshToken);
    expect(refreshed.access_token).not.toBe(first.accessToken);
    expect(refreshed.refresh_token).toBe(first.refreshToken);
    const me = await api('/athlete', refreshed.access_token);
    expect(me.status).toBe(200);
    expect(strava.apiRequests().map((r) => [r.bearer, r.status])).toEqual([
      [first.accessToken, 401],
      [refreshed.access_token, 200],
    ]);
  });

  it('refuses a wrong client secret and an unknown refresh token', async () => {
    const wrong = new oidc.Configuration(
      { issuer: strava.url, token_endpoint: strava.tokenUrl },
      strava.clientId,
      { client_secret: 'nope' },
      oidc.ClientSecretPost('nope'),
    );
    oidc.allowInsecureRequests(wrong);
    await expect(oidc.refreshTokenGrant(wrong, strava.issueTokens(ADMIN).refreshToken)).rejects.toThrow();
    await expect(oidc.refreshTokenGrant(oauthConfig(), 'refresh-unknown')).rejects.toThrow();
  });

  it('deauthorises: every token of the athlete stops working', async () => {
    const t = strava.issueTokens(MEMBER);
    const res = await fetch(`${strava.url}/oauth/deauthorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: t.accessToken }),
    });
    expect(res.status).toBe(200);
    expect((await api('/athlete', t.accessToken)).status).toBe(401);
    await expect(oidc.refreshTokenGrant(oauthConfig(), t.refreshToken)).rejects.toThrow();
  });
});

describe('Strava stand-in: clubs and group events', () => {
  it("lists the athlete's clubs with the admin flag and details each club", async () => {
    const { accessToken } = strava.issueTokens(ADMIN);
    const clubs = parseAthleteClubs((await api('/athlete/clubs', accessToken)).body);
    expect(clubs.map((c) => [c.id, c.name, c.admin])).toEqual([
      ['555', 'Bondi Harriers', true],
      ['777', 'Coogee Cruisers', false],
    ]);
    expect(parseClub((await api('/clubs/555', accessToken)).body)).toMatchObject({ id: '555', admin: true });
    expect((await api('/clubs/999', accessToken)).status).toBe(404);
  });

  it('serves group events that Stride reads, keeping upcoming public runs only', async () => {
    const { accessToken } = strava.issueTokens(ADMIN);
    const res = await api('/clubs/555/group_events', accessToken);
    const parsed = parseGroupEvents(res.body);
    if (!parsed.ok) throw new Error('expected a list');
    expect(parsed.events.map((e) => e.id)).toEqual(['1', '2', '3', '4']);
    const club = {
      stravaClubId: '555',
      runclubId: 1,
      name: 'Bondi Harriers',
      location: 'Bondi Beach, NSW 2026',
      lat: null,
      lng: null,
    };
    const mapped = mapGroupEvents(parsed.events, club, clock);
    expect([...new Set(mapped.occurrences.map((o) => o.stravaEventId))]).toEqual(['1']);
    expect(mapped.skipped.map((s) => [s.stravaEventId, s.reason])).toEqual([
      ['2', 'not_a_run'],
      ['4', 'private'],
    ]);
    expect(strava.apiRequests().at(-1)).toMatchObject({
      path: '/api/v3/clubs/555/group_events',
      bearer: accessToken,
    });
  });

  it('shows private events to members only', async () => {
    const outsider = strava.issueTokens(MEMBER).accessToken;
    const parsed = parseGroupEvents((await api('/clubs/555/group_events', outsider)).body);
    expect(parsed.ok && parsed.events.map((e) => e.id)).toEqual(['1', '2', '3']);
  });

  it('answers what a test sets between syncs, so a change and a removal reach the import diff', async () => {
    const { accessToken } = strava.issueTokens(ADMIN);
    const club = {
      stravaClubId: '777',
      runclubId: 1,
      name: 'Coogee Cruisers',
      location: 'Coogee, NSW 2034',
      lat: -33.92,
      lng: 151.26,
    };
    const sync = async () => {
      const parsed = parseGroupEvents((await api('/clubs/777/group_events', accessToken)).body);
      if (!parsed.ok) throw new Error('expected a list');
      return mapGroupEvents(parsed.events, club, clock).occurrences;
    };
    strava.setGroupEvents(777, [
      stravaGroupEvent({ id: 70, club_id: 777 }),
      stravaGroupEvent({ id: 71, club_id: 777 }),
    ]);
    const first = await sync();
    const existing = first.map((o, i) => ({
      key: o.key,
      eventId: i + 1,
      startsAt: o.fields.startsAt,
      status: 'open',
      fields: o.fields,
    }));
    strava.setGroupEvents(777, [
      stravaGroupEvent({ id: 70, club_id: 777, title: 'Saturday 10k (moved to the baths)' }),
    ]);
    const diff = diffImport(existing, await sync(), { now: clock });
    expect(diff.create).toEqual([]);
    expect(diff.update.map((u) => u.changes)).toEqual(
      Array(5).fill({ title: 'Saturday 10k (moved to the baths)' }),
    );
    expect(diff.cancel).toHaveLength(5);
  });
});

describe('Strava stand-in: rate limits', () => {
  it('reports usage on every answer', async () => {
    const { accessToken } = strava.issueTokens(ADMIN);
    await api('/athlete', accessToken);
    const second = await api('/athlete', accessToken);
    expect(readRateLimit(second.headers)).toEqual({
      fifteenMinutes: { limit: 100, usage: 2 },
      daily: { limit: 1000, usage: 2 },
    });
  });

  it('answers 429 when switched on, and Stride’s policy waits for the next quarter hour', async () => {
    const { accessToken } = strava.issueTokens(ADMIN);
    clock = new Date('2026-11-01T03:10:00Z');
    strava.rateLimited = true;
    const res = await api('/clubs/555/group_events', accessToken);
    expect(res.status).toBe(429);
    expect(rateLimitWaitMs(res.status, res.headers, clock)).toBe(5 * 60_000);
  });

  it('answers 429 past the 15-minute limit, and again from the next window', async () => {
    const { accessToken } = strava.issueTokens(ADMIN);
    strava.setUsage(99, 500);
    expect((await api('/athlete', accessToken)).status).toBe(200);
    const over = await api('/athlete', accessToken);
    expect(over.status).toBe(429);
    expect(rateLimitWaitMs(over.status, over.headers, clock)).toBe(15 * 60_000);
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await api('/athlete', accessToken)).status).toBe(200);
  });

  it('waits for midnight UTC once the day is used up', async () => {
    clock = new Date('2026-11-01T18:00:00Z');
    const { accessToken } = strava.issueTokens(ADMIN);
    strava.setUsage(0, 1000);
    const over = await api('/athlete', accessToken);
    expect(over.status).toBe(429);
    expect(rateLimitWaitMs(over.status, over.headers, clock)).toBe(6 * 3_600_000);
  });
});
