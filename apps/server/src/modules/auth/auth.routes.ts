import {
  AUTH_MESSAGES,
  codedText,
  apiErrorSchema,
  currentUserSchema,
  loginSchema,
  messageResponseSchema,
  providersResponseSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from './auth.plugin.ts';
import { deviceCookie } from './device-cookie.ts';
import { emailAccountRoutes } from './email-account.routes.ts';
import { languageRoutes } from './language.routes.ts';

const errors = errorResponses(400, 401, 403, 429);

/**
 * The auth module's routes: who is signed in and with what (here: the session, sign-in and sign-out),
 * the e-mail account's life (email-account.routes.ts) and the runner's language (language.routes.ts).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, authLimiter: limiter, sessions } = app.services;
  const devices = deviceCookie(app);

  app.get(
    '/api/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return auth.currentUser(requireUser(request).id);
    },
  );

  app.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which external sign-in providers are set up',
        response: { 200: providersResponseSchema },
      },
    },
    async () => ({
      strava: Boolean(app.config.strava.clientId && app.config.strava.clientSecret),
      google: Boolean(app.config.google.clientId && app.config.google.clientSecret),
    }),
  );

  app.get('/api/login', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/auth'));

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = { email, ip: request.ip, deviceId: devices.deviceFor(request, email) };
      await limiter.checkLogin(attempt);
      let userId: string;
      try {
        userId = await auth.login(email, password);
      } catch (err) {
        if ((await limiter.loginFailed(attempt)).alertOwner) await auth.alertPasswordGuessing(email);
        throw err;
      }
      await limiter.loginSucceeded(attempt);
      // A fresh session id at every sign-in; any session the browser already carried ends here.
      if (request.user) await sessions.end(request.user.sessionId);
      const token = await sessions.start(userId, {
        authMethod: 'password',
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(app, reply, token);
      // This browser is now known to the account: guessing elsewhere never holds it back (limits.ts).
      devices.remember(request, reply, email);
      return { success: true, ...codedText(AUTH_MESSAGES.signedIn) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out of this browser',
        response: { 200: messageResponseSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (request.user) await sessions.end(request.user.sessionId);
      clearSessionCookie(app, reply);
      return { success: true, ...codedText(AUTH_MESSAGES.signedOut) };
    },
  );

  await app.register(emailAccountRoutes);
  await app.register(languageRoutes);
};
