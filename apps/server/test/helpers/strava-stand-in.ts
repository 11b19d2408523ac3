import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Strava: a real HTTP server on 127.0.0.1 that answers like Strava's OAuth
 * endpoints and the parts of API v3 Stride uses, so tests drive the real client code. Point the
 * server at it with `standIn.config` (STRAVA_CLIENT_ID, _SECRET, _AUTHORIZE_URL, _TOKEN_URL, _API_URL).
 *
 *   /oauth/authorize            302 back to redirect_uri with code and state (or error=access_denied)
 *   /oauth/token                authorization_code and refresh_token grants (client_secret_post or Basic)
 *   /oauth/deauthorize          revokes the athlete's tokens
 *   /api/v3/athlete             the signed-in athlete
 *   /api/v3/athlete/clubs       their clubs, each with `admin` and `owner`
 *   /api/v3/clubs/{id}          club details with `admin`/`owner` for the asking athlete
 *   /api/v3/activities/{id}     one of the asking athlete's activities (404 for anyone else's)
 *   /api/v3/athlete/activities  their activities after `after`, newest first, paged
 *   /api/v3/clubs/{id}/group_events   the club's group events as configured (private ones for members only)
 *
 * API answers carry X-RateLimit-Limit/Usage and X-ReadRateLimit-Limit/Usage and count against them;
 * over a limit, or while `rateLimited` is on, they answer 429. Every request is logged.
 */

export interface StandInClubMembership {
  id: number;
  admin?: boolean;
  owner?: boolean;
}

export interface StandInAthlete {
  id: number;
  firstname: string;
  lastname: string;
  profile?: string;
  clubs?: StandInClubMembership[];
}

/** An athlete's activity as Strava's API describes it (a DetailedActivity, the fields Stride reads). */
export interface StandInActivity {
  id: number;
  name: string;
  sport_type: string;
  start_date: string;
  distance: number;
  moving_time: number;
  elapsed_time: number;
  total_elevation_gain?: number;
  average_heartrate?: number;
}

export interface StandInClub {
  id: number;
  name: string;
  city?: string;
  state?: string;
  country?: string;
  sport_type?: string;
  member_count?: number;
  private?: boolean;
}

export interface LoggedRequest {
  method: string;
  /** Path without the query, e.g. /api/v3/clubs/7/group_events or /oauth/token. */
  path: string;
  query: Record<string, string>;
  /** The bearer token sent, if any. */
  bearer: string | null;
  /** For /oauth/token: the grant asked for. */
  grantType: string | null;
  status: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds since the epoch, as Strava's expires_at. */
  expiresAt: number;
}

export interface StandInOptions {
  clientId?: string;
  clientSecret?: string;
  /** Lifetime of access tokens (Strava: 6 hours). A test sets it low to make Stride refresh. */
  accessTokenTtlSeconds?: number;
  /** The stand-in's clock, for rate-limit windows and token expiry. */
  now?: () => Date;
  limits?: { fifteenMinutes: number; daily: number };
  readLimits?: { fifteenMinutes: number; daily: number };
}

type RawGroupEvent = Record<string, unknown>;

/** Weekly instants from `firstIso` (UTC), as Strava's upcoming_occurrences. */
export function weeklyOccurrences(firstIso: string, count = 5): string[] {
  const first = Date.parse(firstIso);
  return Array.from({ length: count }, (_, i) =>
    new Date(first + i * 7 * 86_400_000).toISOString().replace('.000Z', 'Z'),
  );
}

/**
 * One group event as Strava's JSON has it, including the organiser Stride must not keep. Defaults:
 * a public Saturday 07:00 (AEDT) 10k run at Bondi for club 555; `overrides` replace fields.
 */
export function stravaGroupEvent(overrides: RawGroupEvent = {}): RawGroupEvent {
  const clubId = (overrides.club_id as number | undefined) ?? 555;
  return {
    id: 101,
    resource_state: 2,
    title: 'Saturday 10k social run',
    description: 'Meet at the pavilion steps. Coffee afterwards.',
    club_id: clubId,
    club: { id: clubId, resource_state: 1, name: 'Bondi Harriers' },
    organizing_athlete: { id: 9001, resource_state: 2, firstname: 'Olive', lastname: 'Organiser' },
    activity_type: 'Run',
    created_at: '2026-09-01T02:00:00Z',
    route_id: null,
    route: null,
    start_latlng: [-33.8915, 151.2767],
    woman_only: false,
    private: false,
    skill_levels: 1,
    terrain: 0,
    // Saturdays at 07:00 in Sydney summer time (UTC+11) are Fridays 20:00 UTC.
    upcoming_occurrences: weeklyOccurrences('2026-11-06T20:00:00Z'),
    zone: 'Australia/Sydney',
    address: 'Bondi Pavilion, Queen Elizabeth Dr, Bondi Beach NSW 2026',
    joined: false,
    ...overrides,
  };
}

interface AccessToken {
  athleteId: number;
  expiresAt: number;
}

const STRAVA_ERROR = (message: string, resource: string, field: string, code: string) => ({
  message,
  errors: [{ resource, field, code }],
});

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const json = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startStravaStandIn(options: StandInOptions = {}) {
  const clientId = options.clientId ?? 'strava-client';
  const clientSecret = options.clientSecret ?? 'strava-secret';
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? { fifteenMinutes: 200, daily: 2000 };
  const readLimits = options.readLimits ?? { fifteenMinutes: 100, daily: 1000 };
  let accessTokenTtl = options.accessTokenTtlSeconds ?? 6 * 3600;

  const athletes = new Map<number, StandInAthlete>();
  const clubs = new Map<number, StandInClub>();
  const groupEvents = new Map<number, unknown>();
  const activities = new Map<number, StandInActivity & { athleteId: number }>();
  const activityJson = (a: StandInActivity & { athleteId: number }) => {
    const { athleteId, ...rest } = a;
    return {
      resource_state: 3,
      athlete: { id: athleteId, resource_state: 1 },
      type: a.sport_type,
      start_date_local: a.start_date.replace('Z', ''),
      timezone: '(GMT+10:00) Australia/Sydney',
      has_heartrate: a.average_heartrate !== undefined,
      ...rest,
    };
  };
  const codes = new Map<string, { athleteId: number; scope: string; expiresAt: number }>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, number>();
  const requests: LoggedRequest[] = [];
  let signedInAthlete: number | null = null;
  let denyNext = false;
  let rateLimited = false;
  const usage = { fifteenMinutes: 0, daily: 0, quarter: -1, day: -1 };

  const seconds = () => Math.floor(now().getTime() / 1000);
  const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

  function issueTokens(athleteId: number, ttlSeconds = accessTokenTtl): IssuedTokens {
    const accessToken = token('access');
    const expiresAt = seconds() + ttlSeconds;
    accessTokens.set(accessToken, { athleteId, expiresAt });
    let refreshToken = [...refreshTokens].find(([, id]) => id === athleteId)?.[0];
    if (!refreshToken) {
      refreshToken = token('refresh');
      refreshTokens.set(refreshToken, athleteId);
    }
    return { accessToken, refreshToken, expiresAt };
  }

  function issueCode(athleteId: number, scope = 'read'): string {
    const code = token('code');
    codes.set(code, { athleteId, scope, expiresAt: seconds() + 600 });
    return code;
  }

  /** Counts one API request in Strava's windows and returns the rate-limit headers. */
  function countRequest(): { headers: Record<string, string>; over: boolean } {
    const ms = now().getTime();
    const quarter = Math.floor(ms / (15 * 60_000));
    const day = Math.floor(ms / 86_400_000);
    if (quarter !== usage.quarter) [usage.quarter, usage.fifteenMinutes] = [quarter, 0];
    if (day !== usage.day) [usage.day, usage.daily] = [day, 0];
    usage.fifteenMinutes++;
    usage.daily++;
    const over =
      rateLimited ||
      usage.fifteenMinutes > Math.min(limits.fifteenMinutes, readLimits.fifteenMinutes) ||
      usage.daily > Math.min(limits.daily, readLimits.daily);
    const shown15 = rateLimited
      ? Math.max(usage.fifteenMinutes, limits.fifteenMinutes)
      : usage.fifteenMinutes;
    return {
      over,
      headers: {
        'X-RateLimit-Limit': `${limits.fifteenMinutes},${limits.daily}`,
        'X-RateLimit-Usage': `${shown15},${usage.daily}`,
        'X-ReadRateLimit-Limit': `${readLimits.fifteenMinutes},${readLimits.daily}`,
        'X-ReadRateLimit-Usage': `${shown15},${usage.daily}`,
      },
    };
  }

  function clubSummary(club: StandInClub, membership: StandInClubMembership | undefined) {
    return {
      id: club.id,
      resource_state: 2,
      name: club.name,
      profile_medium: 'https://example.com/club-medium.jpg',
      sport_type: club.sport_type ?? 'running',
      activity_types: ['Run'],
      city: club.city ?? 'Sydney',
      state: club.state ?? 'New South Wales',
      country: club.country ?? 'Australia',
      private: club.private ?? false,
      member_count: club.member_count ?? 120,
      membership: membership ? 'member' : null,
      admin: membership?.admin ?? false,
      owner: membership?.owner ?? false,
      url: `club-${club.id}`,
    };
  }

  function athleteSummary(a: StandInAthlete) {
    return {
      id: a.id,
      resource_state: 2,
      firstname: a.firstname,
      lastname: a.lastname,
      profile: a.profile ?? 'https://example.com/athlete-large.jpg',
      city: 'Sydney',
      country: 'Australia',
    };
  }

  async function handleOAuth(req: IncomingMessage, url: URL, res: Reply, log: LoggedRequest) {
    if (url.pathname === '/oauth/authorize' && req.method === 'GET') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== clientId || !redirect) {
        return res(400, STRAVA_ERROR('Bad Request', 'Application', 'client_id', 'invalid'));
      }
      const back = new URL(redirect);
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      if (denyNext || signedInAthlete === null) {
        denyNext = false;
        back.searchParams.set('error', 'access_denied');
      } else {
        const scope = url.searchParams.get('scope') ?? 'read';
        back.searchParams.set('code', issueCode(signedInAthlete, scope));
        back.searchParams.set('scope', scope);
      }
      return res(302, null, { Location: back.href });
    }
    if (url.pathname === '/oauth/token' && req.method === 'POST') {
      const params = { ...Object.fromEntries(url.searchParams), ...(await readBody(req)) };
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
        : [];
      log.grantType = params.grant_type ?? null;
      if (
        (params.client_id ?? basicId) !== clientId ||
        (params.client_secret ?? basicSecret) !== clientSecret
      ) {
        return res(401, STRAVA_ERROR('Bad Request', 'Application', 'client_id', 'invalid'));
      }
      if (params.grant_type === 'authorization_code') {
        const grant = params.code ? codes.get(params.code) : undefined;
        if (params.code) codes.delete(params.code);
        if (!grant || grant.expiresAt < seconds()) {
          return res(400, STRAVA_ERROR('Bad Request', 'AuthorizationCode', 'code', 'invalid'));
        }
        const t = issueTokens(grant.athleteId);
        return res(200, {
          token_type: 'Bearer',
          expires_at: t.expiresAt,
          expires_in: t.expiresAt - seconds(),
          refresh_token: t.refreshToken,
          access_token: t.accessToken,
          athlete: athleteSummary(athletes.get(grant.athleteId)!),
        });
      }
      if (params.grant_type === 'refresh_token') {
        const athleteId = params.refresh_token ? refreshTokens.get(params.refresh_token) : undefined;
        if (athleteId === undefined) {
          return res(400, STRAVA_ERROR('Bad Request', 'RefreshToken', 'refresh_token', 'invalid'));
        }
        const t = issueTokens(athleteId);
        return res(200, {
          token_type: 'Bearer',
          access_token: t.accessToken,
          expires_at: t.expiresAt,
          expires_in: t.expiresAt - seconds(),
          refresh_token: t.refreshToken,
        });
      }
      return res(400, STRAVA_ERROR('Bad Request', 'Application', 'grant_type', 'invalid'));
    }
    if (url.pathname === '/oauth/deauthorize' && req.method === 'POST') {
      const params = { ...Object.fromEntries(url.searchParams), ...(await readBody(req)) };
      const sent = params.access_token ?? log.bearer ?? '';
      const holder = accessTokens.get(sent);
      if (!holder) return res(401, STRAVA_ERROR('Authorization Error', 'Athlete', 'access_token', 'invalid'));
      for (const [t, a] of accessTokens) if (a.athleteId === holder.athleteId) accessTokens.delete(t);
      for (const [t, id] of refreshTokens) if (id === holder.athleteId) refreshTokens.delete(t);
      return res(200, { access_token: sent });
    }
    return res(404, STRAVA_ERROR('Record Not Found', 'Path', 'path', 'not found'));
  }

  function handleApi(req: IncomingMessage, url: URL, res: Reply, log: LoggedRequest) {
    const counted = countRequest();
    const reply: Reply = (status, body, headers) => res(status, body, { ...counted.headers, ...headers });
    const access = log.bearer ? accessTokens.get(log.bearer) : undefined;
    if (!access || access.expiresAt <= seconds()) {
      return reply(401, STRAVA_ERROR('Authorization Error', 'Athlete', 'access_token', 'invalid'));
    }
    if (counted.over) {
      return reply(429, STRAVA_ERROR('Rate Limit Exceeded', 'Application', 'rate limit', 'exceeded'));
    }
    const athlete = athletes.get(access.athleteId)!;
    const membership = (clubId: number) => athlete.clubs?.find((c) => c.id === clubId);
    const path = url.pathname.slice('/api/v3'.length);
    if (req.method !== 'GET')
      return reply(404, STRAVA_ERROR('Record Not Found', 'Path', 'path', 'not found'));
    if (path === '/athlete') return reply(200, athleteSummary(athlete));
    if (path === '/athlete/activities') {
      const after = Number(url.searchParams.get('after') ?? 0);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1), 1);
      const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 30), 1), 200);
      const mine = [...activities.values()]
        .filter((a) => a.athleteId === athlete.id && Date.parse(a.start_date) / 1000 > after)
        .sort((a, b) => b.start_date.localeCompare(a.start_date));
      return reply(200, mine.slice((page - 1) * perPage, page * perPage).map(activityJson));
    }
    const activityMatch = /^\/activities\/(\d+)$/.exec(path);
    if (activityMatch) {
      const activity = activities.get(Number(activityMatch[1]));
      if (!activity || activity.athleteId !== athlete.id)
        return reply(404, STRAVA_ERROR('Record Not Found', 'Activity', 'id', 'not found'));
      return reply(200, activityJson(activity));
    }
    if (path === '/athlete/clubs') {
      const page = Math.max(Number(url.searchParams.get('page') ?? 1), 1);
      const perPage = Math.min(Math.max(Number(url.searchParams.get('per_page') ?? 30), 1), 200);
      const mine = (athlete.clubs ?? []).flatMap((m) => {
        const club = clubs.get(m.id);
        return club ? [clubSummary(club, m)] : [];
      });
      return reply(200, mine.slice((page - 1) * perPage, page * perPage));
    }
    const match = /^\/clubs\/(\d+)(\/group_events)?$/.exec(path);
    const club = match ? clubs.get(Number(match[1])) : undefined;
    if (!match || !club) return reply(404, STRAVA_ERROR('Record Not Found', 'Club', 'id', 'not found'));
    const member = membership(club.id);
    if (!match[2]) return reply(200, { ...clubSummary(club, member), resource_state: 3, description: '' });
    const body = groupEvents.get(club.id) ?? [];
    // Only club members see private club events.
    const visible =
      Array.isArray(body) && !member ? body.filter((e) => !(e as RawGroupEvent)?.private) : body;
    return reply(200, visible);
  }

  type Reply = (status: number, body: unknown, headers?: Record<string, string>) => void;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const log: LoggedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      bearer: /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null,
      grantType: null,
      status: 0,
    };
    requests.push(log);
    const reply: Reply = (status, body, headers = {}) => {
      log.status = status;
      res.writeHead(
        status,
        body === null ? headers : { 'Content-Type': 'application/json; charset=utf-8', ...headers },
      );
      res.end(body === null ? undefined : JSON.stringify(body));
    };
    const handled = url.pathname.startsWith('/api/v3/')
      ? Promise.resolve(handleApi(req, url, reply, log))
      : handleOAuth(req, url, reply, log);
    handled.catch(() => reply(400, STRAVA_ERROR('Bad Request', 'Request', 'body', 'invalid')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    clientId,
    clientSecret,
    authorizeUrl: `${base}/oauth/authorize`,
    tokenUrl: `${base}/oauth/token`,
    apiUrl: `${base}/api/v3`,
    /** Overrides for createTestApp so Stride talks to this stand-in. */
    config: {
      STRAVA_CLIENT_ID: clientId,
      STRAVA_CLIENT_SECRET: clientSecret,
      STRAVA_AUTHORIZE_URL: `${base}/oauth/authorize`,
      STRAVA_TOKEN_URL: `${base}/oauth/token`,
      STRAVA_API_URL: `${base}/api/v3`,
    },
    requests,
    /** The API requests (not OAuth) logged so far. */
    apiRequests: () => requests.filter((r) => r.path.startsWith('/api/v3/')),
    clearRequests: () => void requests.splice(0),
    addAthlete(athlete: StandInAthlete) {
      athletes.set(athlete.id, athlete);
    },
    addClub(club: StandInClub) {
      clubs.set(club.id, club);
    },
    /** Adds or replaces an activity of `athleteId` (Strava's side of a webhook's create or update). */
    putActivity(athleteId: number, activity: StandInActivity) {
      activities.set(activity.id, { ...activity, athleteId });
    },
    /** Deletes an activity (Strava's side of a webhook's delete). */
    deleteActivity(id: number) {
      activities.delete(id);
    },
    /** What `GET /clubs/{id}/group_events` answers from now on: a list of events, or any JSON (to test bad answers). */
    setGroupEvents(clubId: number, body: unknown) {
      groupEvents.set(clubId, body);
    },
    /** The athlete the "browser" is signed in to Strava as; /oauth/authorize approves for them. */
    signInAs(athleteId: number | null) {
      signedInAthlete = athleteId;
    },
    /** The next /oauth/authorize answers error=access_denied (the athlete pressed Cancel). */
    denyNextAuthorization() {
      denyNext = true;
    },
    issueCode,
    /** Tokens as a finished sign-in would leave them, for tests that need a linked runner directly. */
    issueTokens,
    setAccessTokenTtl(ttlSeconds: number) {
      accessTokenTtl = ttlSeconds;
    },
    /** Every access token issued so far (or the athlete's) stops working; refresh tokens still do. */
    expireAccessTokens(athleteId?: number) {
      for (const t of accessTokens.values())
        if (athleteId === undefined || t.athleteId === athleteId) t.expiresAt = 0;
    },
    /** While on, every API request answers 429 with its window shown as used up. */
    set rateLimited(on: boolean) {
      rateLimited = on;
    },
    get rateLimited() {
      return rateLimited;
    },
    /** Start the current windows at these counts (e.g. just under a limit). */
    setUsage(fifteenMinutes: number, daily: number) {
      const ms = now().getTime();
      Object.assign(usage, {
        fifteenMinutes,
        daily,
        quarter: Math.floor(ms / (15 * 60_000)),
        day: Math.floor(ms / 86_400_000),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StravaStandIn = Awaited<ReturnType<typeof startStravaStandIn>>;
