import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from './known-devices.ts';

/**
 * The known-device cookie (known-devices.ts) as the sign-in and account e-mail routes use it: which
 * device this browser is for an account, and remembering it once the browser has proved the account.
 */
export function deviceCookie(app: FastifyInstance) {
  const { knownDevices } = app.services;
  const name = deviceCookieName(app.config.publicUrl);
  return {
    /** This browser's device id for the account, when it has signed in to it before. */
    deviceFor: (request: FastifyRequest, email: string) =>
      knownDevices.deviceFor(request.cookies[name], email),
    remember: (request: FastifyRequest, reply: FastifyReply, email: string) =>
      reply.setCookie(name, knownDevices.remember(request.cookies[name], email), {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https:'),
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      }),
  };
}
