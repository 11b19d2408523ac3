import { safeReturnTo } from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SecretBox } from '../../lib/secret-box.ts';
import { setSessionCookie } from './auth.plugin.ts';
import { OAuthFailure, type OAuthStart, type Provider } from './oauth.service.ts';

const STATE_COOKIE = 'stride_oauth';
const STATE_TTL_MS = 10 * 60_000;

interface PendingSignIn extends OAuthStart {
  provider: Provider;
  expiresAt: number;
  linkUserId?: string;
  /** The same-site page the runner started from (safeReturnTo), where the callback sends them back. */
  returnTo: string;
}

/** A new account sets up its profile first, then goes on to where the runner was. */
function destination(created: boolean, returnTo: string): string {
  if (!created) return returnTo;
  return returnTo === '/' ? '/profile-setup' : `/profile-setup?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * Strava (plain OAuth 2 with state) and Google (OIDC with PKCE and nonce). The state, PKCE verifier
 * and nonce travel in a short-lived, encrypted, HttpOnly cookie scoped to /api/auth.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oauth, sessions } = app.services;
  const box = new SecretBox(app.sessionSecret, 'oauth-state');
  const secure = app.config.publicUrl.startsWith('https:');
  const cookieOptions = { path: '/api/auth', httpOnly: true, sameSite: 'lax' as const, secure };

  for (const provider of ['strava', 'google'] as const) {
    app.get(
      `/api/auth/${provider}`,
      {
        schema: {
          tags: ['auth'],
          summary: `Start signing in with ${provider}`,
          querystring: z.object({ returnTo: z.string().optional() }).loose(),
        },
      },
      async (request, reply) => {
        if (!oauth.configured(provider)) return reply.redirect(`/auth?error=${provider}_not_configured`);
        let start: OAuthStart;
        try {
          start = await oauth.start(provider);
        } catch (err) {
          request.log.warn({ err, provider }, 'could not reach the sign-in provider');
          return reply.redirect(`/auth?error=${provider}_unavailable`);
        }
        const pending: PendingSignIn = {
          ...start,
          provider,
          expiresAt: Date.now() + STATE_TTL_MS,
          returnTo: safeReturnTo(request.query.returnTo),
          // A signed-in runner who connects Strava links it to their account.
          ...(provider === 'strava' && request.user ? { linkUserId: request.user.id } : {}),
        };
        reply.setCookie(STATE_COOKIE, box.seal(JSON.stringify(pending)), {
          ...cookieOptions,
          maxAge: STATE_TTL_MS / 1000,
        });
        return reply.redirect(start.url);
      },
    );

    app.get(
      `/api/auth/${provider}/callback`,
      {
        schema: {
          tags: ['auth'],
          summary: `Return from ${provider}`,
          querystring: z
            .object({
              code: z.string().optional(),
              state: z.string().optional(),
              error: z.string().optional(),
            })
            .loose(),
        },
      },
      async (request, reply) => {
        const sealed = request.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, cookieOptions);
        const fail = (reason: string) => reply.redirect(`/auth?error=${provider}_${reason}`);
        const opened = sealed ? box.open(sealed) : null;
        const pending = opened ? (JSON.parse(opened) as PendingSignIn) : null;
        if (
          !pending ||
          pending.provider !== provider ||
          pending.expiresAt < Date.now() ||
          request.query.state !== pending.state
        ) {
          return fail('state');
        }
        if (request.query.error) return fail(request.query.error === 'access_denied' ? 'denied' : 'failed');
        // The URL the provider redirected to, rebuilt from PUBLIC_URL rather than the Host header.
        const callbackUrl = new URL(request.url, app.config.publicUrl);
        try {
          const result =
            provider === 'strava'
              ? await oauth.finishStrava(callbackUrl, pending, pending.linkUserId)
              : await oauth.finishGoogle(callbackUrl, pending);
          // Connecting Strava (signing in or linking) imports the runner's runs of the last 30 days.
          if (provider === 'strava') await app.services.stravaActivities.connected(result.userId);
          if (request.user) await sessions.end(request.user.sessionId);
          const token = await sessions.start(result.userId, {
            authMethod: provider,
            userAgent: request.headers['user-agent'],
          });
          setSessionCookie(app, reply, token);
          // Checked again: the cookie is sealed, but the rule may have changed since it was issued.
          return reply.redirect(destination(result.created, safeReturnTo(pending.returnTo)));
        } catch (err) {
          if (err instanceof OAuthFailure) return fail(err.reason);
          request.log.warn({ err, provider }, 'provider sign-in failed');
          return fail('failed');
        }
      },
    );
  }
};
