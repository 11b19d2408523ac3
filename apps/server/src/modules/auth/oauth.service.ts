import * as oidc from 'openid-client';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { destroyUserSessions } from './sessions.ts';

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

    const [existing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.stravaAthleteId, athleteId));
    if (existing) {
      if (linkUserId && linkUserId !== existing.id) throw new OAuthFailure('already_linked');
      await this.db
        .update(users)
        .set({ ...secrets, stravaAthlete: athleteRecord, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      return { userId: existing.id, created: false };
    }
    if (linkUserId) {
      await this.db
        .update(users)
        .set({ stravaAthleteId: athleteId, stravaAthlete: athleteRecord, ...secrets, updatedAt: new Date() })
        .where(eq(users.id, linkUserId));
      return { userId: linkUserId, created: false };
    }
    const [created] = await this.db
      .insert(users)
      .values({
        authProvider: 'strava',
        stravaAthleteId: athleteId,
        stravaAthlete: athleteRecord,
        firstName: cleanName(athlete.firstname),
        lastName: cleanName(athlete.lastname),
        profileImageUrl: httpsUrl(athlete.profile),
        ...secrets,
      })
      .returning({ id: users.id });
    return { userId: created!.id, created: true };
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

    const [byGoogle] = await this.db.select({ id: users.id }).from(users).where(eq(users.googleId, sub));
    if (byGoogle) return { userId: byGoogle.id, created: false };

    if (email) {
      const [byEmail] = await this.db
        .select({ id: users.id, emailVerified: users.emailVerified })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (byEmail) {
        if (!emailVerified) throw new OAuthFailure('unverified_email');
        // Google vouches for the mailbox. If our account was never verified, whoever registered it may
        // not own the address: drop that password and its sessions before handing the account over.
        await this.db
          .update(users)
          .set({
            googleId: sub,
            emailVerified: true,
            ...(byEmail.emailVerified ? {} : { passwordHash: null }),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, byEmail.id), isNull(users.googleId)));
        if (!byEmail.emailVerified) await destroyUserSessions(this.db, byEmail.id);
        return { userId: byEmail.id, created: false };
      }
    }
    const [created] = await this.db
      .insert(users)
      .values({
        authProvider: 'google',
        googleId: sub,
        email: emailVerified ? email : null,
        emailVerified: emailVerified && Boolean(email),
        firstName: cleanName(claims.given_name),
        lastName: cleanName(claims.family_name),
        profileImageUrl: httpsUrl(claims.picture),
      })
      .returning({ id: users.id });
    return { userId: created!.id, created: true };
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

  /** A usable Strava access token for the runner, refreshed when it is within 5 minutes of expiry. */
  async stravaAccessToken(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({
        access: users.stravaAccessToken,
        refresh: users.stravaRefreshToken,
        expiresAt: users.stravaTokenExpiresAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row?.access) return null;
    if (row.expiresAt && row.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS)
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
    await this.db
      .update(users)
      .set({ ...sealed, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return tokens.access_token;
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
