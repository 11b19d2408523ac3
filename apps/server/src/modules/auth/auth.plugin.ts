import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { findSessionUser, SESSION_TTL_MS, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
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

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Loads the signed-in user from the session cookie, and refuses state-changing requests that
 * come from another site (Origin / Sec-Fetch-Site), which is Stride's CSRF defence together
 * with SameSite=Lax cookies and JSON-only bodies.
 */
export function registerAuth(app: FastifyInstance): void {
  const cookieName = sessionCookieName(app.config.publicUrl);
  const ownOrigin = new URL(app.config.publicUrl).origin;
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const requestOrigin = `${request.protocol}://${request.host}`;
    if (site === 'cross-site' || (origin && origin !== ownOrigin && origin !== requestOrigin)) {
      throw new AppError(403, 'cross_site_request', 'Cross-site requests are not allowed');
    }
  });

  app.addHook('preHandler', async (request) => {
    const token = request.cookies[cookieName];
    if (token) request.user = await findSessionUser(app.database.db, token);
  });
}

/** For routes that need a signed-in runner. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
