import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import type { SessionService } from './sessions.service.ts';
import {
  findUserByEmail,
  findUserIdByGoogle,
  findUserIdByStravaAthlete,
  insertUser,
  linkGoogle,
  stravaTokens,
  updateUser,
} from './users.repository.ts';

export type Provider = 'strava' | 'google';

/** Why a provider sign-in did not finish; the web shows a message for each. */
export class OAuthFailure extends Error {
  constructor(readonly reason: 'denied' | 'state' | 'failed' | 'unverified_email' | 'already_linked') {
    super(reason);
  }
}

export interface OAuthStart {
  url: string;
  state: string;
  codeVerifier?: string;
  nonce?: string;
}

interface StravaAthlete {
  id: number | string;
  firstname?: string;
  lastname?: string;
  profile?: string;
}

const REFRESH_MARGIN_MS = 5 * 60_000;

/** Plain http endpoints are only allowed outside production (local fakes in tests and development). */
function allowHttp(config: Config, url: string, c: oidc.Configuration): void {
  if (url.startsWith('http:') && !config.isProduction) oidc.allowInsecureRequests(c);
}

export class OAuthService {
  private readonly tokenBox: SecretBox;
  private google?: Promise<oidc.Configuration>;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    secret: string,
    private readonly sessions: SessionService,
  ) {
    this.tokenBox = new SecretBox(secret, 'strava-tokens');
  }

  configured(provider: Provider): boolean {
    const c = this.config[provider];
    return Boolean(c.clientId && c.clientSecret);
  }

  redirectUri(provider: Provider): string {
    return `${this.config.publicUrl}/api/auth/${provider}/callback`;
  }

  private stravaConfig(): oidc.Configuration {
    const s = this.config.strava;
    const c = new oidc.Configuration(
      {
        issuer: new URL(s.authorizeUrl).origin,
        authorization_endpoint: s.authorizeUrl,
        token_endpoint: s.tokenUrl,
      },
      s.clientId!,
      { client_secret: s.clientSecret! },
      oidc.ClientSecretPost(s.clientSecret!),
    );
    allowHttp(this.config, s.tokenUrl, c);
    return c;
  }

  private googleConfig(): Promise<oidc.Configuration> {
    const g = this.config.google;
    this.google ??= oidc
      .discovery(
        new URL(g.issuerUrl),
        g.clientId!,
        { client_secret: g.clientSecret! },
        oidc.ClientSecretPost(g.clientSecret!),
        {
          execute:
            g.issuerUrl.startsWith('http:') && !this.config.isProduction ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((err: unknown) => {
        this.google = undefined; // try discovery again next time
        throw err;
      });
    return this.google;
  }

  async start(provider: Provider): Promise<OAuthStart> {
    const state = oidc.randomState();
    if (provider === 'strava') {
      const url = oidc.buildAuthorizationUrl(this.stravaConfig(), {
        redirect_uri: this.redirectUri('strava'),
        response_type: 'code',
        scope: this.config.strava.scope,
        approval_prompt: 'auto',
        state,
      });
      return { url: url.href, state };
    }
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(await this.googleConfig(), {
      redirect_uri: this.redirectUri('google'),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, codeVerifier, nonce };
  }

  /** Strava: exchanges the code, then finds, links or creates the runner. Returns the user id and whether it is new. */
  async finishStrava(
    callbackUrl: URL,
    expected: OAuthStart,
    linkUserId?: string,
  ): Promise<{ userId: string; created: boolean }> {
    let tokens: oidc.TokenEndpointResponse;
    try {
      tokens = await oidc.authorizationCodeGrant(this.stravaConfig(), callbackUrl, {
        expectedState: expected.state,
      });
    } catch (err) {
      throw new OAuthFailure(isDenied(err) ? 'denied' : 'failed');
    }
    const athlete = tokens.athlete as StravaAthlete | undefined;
    if (!athlete?.id || !tokens.refresh_token) throw new OAuthFailure('failed');
    const athleteId = String(athlete.id);
    const secrets = this.sealTokens(tokens);
    const athleteRecord = {
      id: athleteId,
      firstname: athlete.firstname ?? null,
      lastname: athlete.lastname ?? null,
      profile: athlete.profile ?? null,
    };

    const existing = await findUserIdByStravaAthlete(this.db, athleteId);
    if (existing) {
      if (linkUserId && linkUserId !== existing) throw new OAuthFailure('already_linked');
      await updateUser(this.db, existing, { ...secrets, stravaAthlete: athleteRecord });
      return { userId: existing, created: false };
    }
    if (linkUserId) {
      await updateUser(this.db, linkUserId, {
        stravaAthleteId: athleteId,
        stravaAthlete: athleteRecord,
        ...secrets,
      });
      return { userId: linkUserId, created: false };
    }
    const userId = await insertUser(this.db, {
      authProvider: 'strava',
      stravaAthleteId: athleteId,
      stravaAthlete: athleteRecord,
      firstName: cleanName(athlete.firstname),
      lastName: cleanName(athlete.lastname),
      profileImageUrl: httpsUrl(athlete.profile),
      ...secrets,
    });
    return { userId, created: true };
  }

  /** Google: OIDC code flow with PKCE and nonce. Links to an existing account only through a verified e-mail. */
  async finishGoogle(callbackUrl: URL, expected: OAuthStart): Promise<{ userId: string; created: boolean }> {
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.googleConfig(), callbackUrl, {
        expectedState: expected.state,
        expectedNonce: expected.nonce!,
        pkceCodeVerifier: expected.codeVerifier!,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      throw new OAuthFailure(isDenied(err) ? 'denied' : 'failed');
    }
    if (!claims?.sub) throw new OAuthFailure('failed');
    const sub = String(claims.sub);
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
    const emailVerified = claims.email_verified === true;

    const byGoogle = await findUserIdByGoogle(this.db, sub);
    if (byGoogle) return { userId: byGoogle, created: false };

    const byEmail = email ? await findUserByEmail(this.db, email) : undefined;
    if (byEmail) {
      if (!emailVerified) throw new OAuthFailure('unverified_email');
      // Google vouches for the mailbox. If our account was never verified, whoever registered it may
      // not own the address: drop that password and its sessions before handing the account over.
      await this.db.transaction(async (tx) => {
        await linkGoogle(tx, byEmail.id, sub, { dropPassword: !byEmail.emailVerified });
        if (!byEmail.emailVerified) await this.sessions.endAll(byEmail.id, undefined, tx);
      });
      return { userId: byEmail.id, created: false };
    }
    const userId = await insertUser(this.db, {
      authProvider: 'google',
      googleId: sub,
      email: emailVerified ? email : null,
      emailVerified: emailVerified && Boolean(email),
      firstName: cleanName(claims.given_name),
      lastName: cleanName(claims.family_name),
      profileImageUrl: httpsUrl(claims.picture),
    });
    return { userId, created: true };
  }

  private sealTokens(tokens: {
    access_token: string;
    refresh_token?: string | undefined;
    expires_in?: number | undefined;
    expires_at?: unknown;
  }) {
    const expiresAt =
      typeof tokens.expires_at === 'number'
        ? new Date(tokens.expires_at * 1000)
        : new Date(Date.now() + (tokens.expires_in ?? 6 * 3600) * 1000);
    return {
      stravaAccessToken: this.tokenBox.seal(tokens.access_token),
      stravaRefreshToken: tokens.refresh_token ? this.tokenBox.seal(tokens.refresh_token) : null,
      stravaTokenExpiresAt: expiresAt,
    };
  }

  /**
   * Tells Strava the runner no longer grants Stride access (account deletion). Best effort: Strava being
   * down must not keep a runner's data here, so a failure is reported to the caller and not retried.
   */
  async revokeStrava(userId: string): Promise<boolean> {
    const token = await this.stravaAccessToken(userId).catch(() => null);
    if (!token) return false;
    const url = this.config.strava.tokenUrl.replace(/\/token$/, '/deauthorize');
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: token }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    return answer?.ok ?? false;
  }

  /**
   * A usable Strava access token for the runner, refreshed when it is within 5 minutes of expiry, or
   * at once with `refresh` (Strava refused the one we hold). A refresh Strava refuses throws.
   */
  async stravaAccessToken(userId: string, options: { refresh?: boolean } = {}): Promise<string | null> {
    const row = await stravaTokens(this.db, userId);
    if (!row?.access) return null;
    if (!options.refresh && row.expiresAt && row.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS)
      return this.tokenBox.open(row.access);
    const refresh = row.refresh ? this.tokenBox.open(row.refresh) : null;
    if (!refresh || !this.configured('strava')) return null;
    const tokens = await oidc.refreshTokenGrant(this.stravaConfig(), refresh);
    const sealed = this.sealTokens({
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token ?? refresh,
      expires_in: tokens.expires_in,
      expires_at: tokens.expires_at,
    });
    await updateUser(this.db, userId, sealed);
    return tokens.access_token;
  }

  /** The runner who signed in with this Strava athlete, if any (Strava's webhook names athletes only). */
  stravaRunner(athleteId: string): Promise<string | undefined> {
    return findUserIdByStravaAthlete(this.db, athleteId);
  }

  /** The runner disconnects Strava: Strava is asked to revoke Stride's access and the tokens are dropped. */
  async disconnectStrava(userId: string): Promise<void> {
    await this.revokeStrava(userId);
    await this.dropStravaTokens(userId);
  }

  /**
   * Forgets the runner's Strava tokens (they no longer work: the runner revoked Stride on Strava). The
   * athlete id stays: it is how they sign in with Strava, which grants access again.
   */
  async dropStravaTokens(userId: string): Promise<void> {
    await updateUser(this.db, userId, {
      stravaAccessToken: null,
      stravaRefreshToken: null,
      stravaTokenExpiresAt: null,
    });
  }
}

function isDenied(err: unknown): boolean {
  return err instanceof Error && 'error' in err && (err as { error?: string }).error === 'access_denied';
}

function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const cleaned = value
    .replace(/[^\p{L}\p{M} '’-]/gu, '')
    .trim()
    .slice(0, 50);
  return cleaned || null;
}

function httpsUrl(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('https://') && value.length < 1000 ? value : null;
}
