import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRequest, unauthorized } from '../../lib/errors.ts';
import { SESSION_TTL_MS, type SessionUser } from './sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /**
     * A route another service calls server to server (Strava's webhook; the newsletter's RFC 8058
     * one-click unsubscribe, which mailbox providers POST): no browser, no cookie, so the same-origin
     * check does not apply. Such a route must trust nothing the request says on its own.
     */
    calledByOtherServices?: boolean;
  }
}

export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https:') ? '__Host-stride_sid' : 'stride_sid';
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  const secure = app.config.publicUrl.startsWith('https:');
  reply.setCookie(sessionCookieName(app.config.publicUrl), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  const secure = app.config.publicUrl.startsWith('https:');
  reply.clearCookie(sessionCookieName(app.config.publicUrl), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request provably comes from Stride's own pages (issue 14). Browsers send
 * Sec-Fetch-Site, which a page cannot forge: only `same-origin` passes. Without it (older browsers,
 * API clients) the Origin must be PUBLIC_URL's. The allowed origin is never derived from the request's
 * own Host or X-Forwarded-Host, which the sender controls; a request with neither header is refused.
 */
export function isSameOriginRequest(
  headers: { 'sec-fetch-site'?: string | string[]; origin?: string | string[] },
  ownOrigin: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  return headers.origin === ownOrigin;
}

/**
 * Loads the signed-in user from the session cookie, and refuses state-changing requests that do not
 * come from Stride's own pages: Stride's CSRF defence, together with SameSite=Lax cookies and
 * JSON-only bodies.
 */
export function registerAuth(app: FastifyInstance): void {
  const cookieName = sessionCookieName(app.config.publicUrl);
  const ownOrigin = new URL(app.config.publicUrl).origin;
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.calledByOtherServices) return;
    if (!isSameOriginRequest(request.headers, ownOrigin)) {
      throw crossSiteRequest();
    }
  });

  app.addHook('preHandler', async (request) => {
    const token = request.cookies[cookieName];
    if (token) request.user = await app.services.sessions.find(token);
  });
}

/** For routes that need a signed-in runner. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
