import {
  AUTH_MESSAGES,
  codedText,
  apiErrorSchema,
  currentUserSchema,
  forgotPasswordSchema,
  languageInputSchema,
  loginSchema,
  messageResponseSchema,
  profileUpdateSchema,
  providersResponseSchema,
  registerResponseSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailResponseSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookie, requireUser, setSessionCookie } from './auth.plugin.ts';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from './known-devices.ts';
import { AUTH_LIMITS, ipKey } from './limits.ts';
import { TOKEN_TTL_MS } from './email-tokens.ts';

/** The signing-up browser's proof (AuthService.signupProof), sent only to the verification endpoint. */
const SIGNUP_COOKIE = 'stride_signup';

const errors = errorResponses(400, 401, 403, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, authLimiter: limiter, sessions, knownDevices } = app.services;
  const deviceCookie = deviceCookieName(app.config.publicUrl);
  /** This browser's device id for the account, when it has signed in to it before (known-devices.ts). */
  const deviceFor = (request: FastifyRequest, email: string) =>
    knownDevices.deviceFor(request.cookies[deviceCookie], email);
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, email: string) =>
    reply.setCookie(deviceCookie, knownDevices.remember(request.cookies[deviceCookie], email), {
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.publicUrl.startsWith('https:'),
      path: '/',
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });

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
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an e-mail account',
        body: registerSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Per requester only: what reaches the address is capped when the mail is sent (limits.ts).
      await limiter.consume([[ipKey(request, 'register'), AUTH_LIMITS.registerPerIp]]);
      const result = await auth.register(request.body);
      // This browser is signed in when it opens the verification link (set whether or not the address
      // was new, so the answer stays the same either way).
      reply.setCookie(SIGNUP_COOKIE, auth.signupProof(request.body.email), {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https:'),
        path: '/api/auth/verify-email',
        maxAge: TOKEN_TTL_MS.verify / 1000,
      });
      return reply.code(201).send(result);
    },
  );

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
      const attempt = { email, ip: request.ip, deviceId: deviceFor(request, email) };
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
      rememberDevice(request, reply, email);
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

  app.get(
    '/api/auth/verify-email/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address from the link in the verification mail',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: verifyEmailResponseSchema, 400: verifyEmailResponseSchema },
      },
    },
    async (request, reply) => {
      const proof = request.cookies[SIGNUP_COOKIE];
      const { status, body, signInUserId } = await auth.verifyEmail(request.params.token, proof);
      // Spent once the address is verified; kept after an expired link, for the next one.
      if (proof && status === 200) reply.clearCookie(SIGNUP_COOKIE, { path: '/api/auth/verify-email' });
      if (!signInUserId) return reply.code(status).send(body);
      if (request.user) await sessions.end(request.user.sessionId);
      const session = await sessions.start(signInUserId, {
        authMethod: 'email-link',
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(app, reply, session);
      if (body.email) rememberDevice(request, reply, body.email);
      return reply.code(status).send({ ...body, signedIn: true });
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a new verification link',
        body: resendVerificationSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email, returnTo } = request.body;
      await limiter.mailRequested('verify', email, request.ip);
      await auth.resendVerification(email, returnTo, deviceFor(request, email) !== undefined);
      return { success: true, ...codedText(AUTH_MESSAGES.resendVerification) };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      await limiter.mailRequested('reset', email, request.ip);
      await auth.forgotPassword(email, deviceFor(request, email) !== undefined);
      return { success: true, ...codedText(AUTH_MESSAGES.forgotPassword) };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limiter.consume([[ipKey(request, 'reset'), AUTH_LIMITS.emailPerIp]]);
      const email = await auth.resetPassword(request.body);
      // Proof of the mailbox ends any sign-in throttling of the account (limits.ts).
      await limiter.accountRecovered(email);
      // Every session of that account has ended, including this browser's if it had one.
      clearSessionCookie(app, reply);
      return { success: true, ...codedText(AUTH_MESSAGES.resetDone) };
    },
  );

  app.patch(
    '/api/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'Complete or update the profile',
        body: profileUpdateSchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => auth.updateProfile(requireUser(request).id, request.body),
  );

  app.put(
    '/api/users/me/language',
    {
      schema: {
        tags: ['auth'],
        summary: "The runner's language for e-mails and push (one of the 8)",
        body: languageInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.setLanguage(requireUser(request).id, request.body.language);
      return reply.code(204).send(null);
    },
  );
};
