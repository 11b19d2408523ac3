import type { OAuthService } from '../auth/index.ts';
import { parseAthleteClubs, parseClub, parseGroupEvents } from './strava-group-events.ts';
import { rateLimitWaitMs } from './strava-rate-limit.ts';

/** Strava answered 429, or the last answer said a window is used up: try again after `retryAt`. */
export class StravaRateLimited extends Error {
  constructor(readonly retryAt: Date) {
    super(`Strava's rate limit is reached; trying again at ${retryAt.toISOString()}`);
  }
}

/** The runner has no usable Strava connection (never linked, or Stride's access was revoked). */
export class StravaNotConnected extends Error {
  constructor() {
    super('The Strava connection is missing or was revoked');
  }
}

/**
 * The parts of Strava's API v3 club sync uses, as one runner (their tokens, refreshed when expired or
 * refused). Requests share the application's rate limits: once an answer shows a window used up (or
 * a 429), nothing is sent until it resets.
 */
export class StravaApi {
  #pausedUntil = 0;

  constructor(
    private readonly apiUrl: string,
    private readonly oauth: OAuthService,
  ) {}

  async #get(userId: string, path: string): Promise<unknown> {
    if (Date.now() < this.#pausedUntil) throw new StravaRateLimited(new Date(this.#pausedUntil));
    const token = await this.#token(userId, false);
    let res = await this.#fetch(token, path);
    if (res.status === 401) res = await this.#fetch(await this.#token(userId, true), path);
    if (res.status === 401) throw new StravaNotConnected();
    const wait = rateLimitWaitMs(res.status, res.headers, new Date());
    if (wait > 0) this.#pausedUntil = Date.now() + wait;
    if (res.status === 429) throw new StravaRateLimited(new Date(this.#pausedUntil));
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`Strava answered ${res.status} for ${path.split('?')[0]}`);
    return res.json();
  }

  async #token(userId: string, refresh: boolean): Promise<string> {
    let token: string | null;
    try {
      token = await this.oauth.stravaAccessToken(userId, { refresh });
    } catch {
      // Strava refused the refresh token: the runner revoked Stride's access.
      throw new StravaNotConnected();
    }
    if (!token) throw new StravaNotConnected();
    return token;
  }

  #fetch(token: string, path: string): Promise<Response> {
    return fetch(`${this.apiUrl}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(15_000),
    });
  }

  /**
   * Asks Strava who the runner's token belongs to, only to learn whether Strava still grants Stride
   * access: throws StravaNotConnected when it does not (the answer itself is not kept).
   */
  async athlete(userId: string): Promise<void> {
    await this.#get(userId, '/athlete');
  }

  /** The runner's Strava clubs; `admin` comes from each club's detail (the list does not always say). */
  async athleteClubs(userId: string) {
    const clubs = parseAthleteClubs(await this.#get(userId, '/athlete/clubs?per_page=200'));
    return Promise.all(clubs.map(async (c) => (c.admin ? c : ((await this.club(userId, c.id)) ?? c))));
  }

  async club(userId: string, clubId: string) {
    return parseClub(await this.#get(userId, `/clubs/${encodeURIComponent(clubId)}`));
  }

  /**
   * One of the runner's activities as their own token sees it (issue 27): the raw answer, checked by
   * the caller; null when Strava has no such activity for them.
   */
  async activity(userId: string, activityId: string): Promise<unknown> {
    return this.#get(userId, `/activities/${encodeURIComponent(activityId)}`);
  }

  /** A page of the runner's activities that started after `after` (seconds since the epoch), newest first. */
  async athleteActivities(userId: string, after: number, page: number, perPage: number): Promise<unknown> {
    return this.#get(userId, `/athlete/activities?after=${after}&page=${page}&per_page=${perPage}`);
  }

  /** The club's group events (every event ever made; the mapping keeps upcoming occurrences). */
  async groupEvents(userId: string, clubId: string) {
    return parseGroupEvents(
      await this.#get(userId, `/clubs/${encodeURIComponent(clubId)}/group_events?per_page=200`),
    );
  }
}
