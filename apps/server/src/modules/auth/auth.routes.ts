import {
  AUTH_MESSAGES,
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
import { clearSessionCookie, requireUser, setSessionCookie } from './auth.plugin.ts';
import { AUTH_LIMITS, accountKey, ipKey } from './limits.ts';
import { TOKEN_TTL_MS } from './email-tokens.ts';

/** The signing-up browser's proof (AuthService.signupProof), sent only to the verification endpoint. */
const SIGNUP_COOKIE = 'stride_signup';

const errors = errorResponses(400, 401, 403, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, authLimiter: limiter, sessions } = app.services;

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
      await limiter.consume([
        [ipKey(request, 'register'), AUTH_LIMITS.registerPerIp],
        [accountKey(request.body.email, 'mail'), AUTH_LIMITS.emailPerAddress],
      ]);
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
      await limiter.checkLogin(email, request.ip);
      let userId: string;
      try {
        userId = await auth.login(email, password);
      } catch (err) {
        if ((await limiter.loginFailed(email, request.ip)).alertOwner)
          await auth.alertPasswordGuessing(email);
        throw err;
      }
      await limiter.loginSucceeded(email, request.ip);
      // A fresh session id at every sign-in; any session the browser already carried ends here.
      if (request.user) await sessions.end(request.user.sessionId);
      const token = await sessions.start(userId, {
        authMethod: 'password',
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(app, reply, token);
      return { success: true, message: "You've successfully signed in." };
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
      return { success: true, message: 'Signed out' };
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
      return reply.code(status).send({ ...body, signedIn: true });
    },
  );

  const mailLimits = (request: { ip: string; body: { email: string } }, scope: string) =>
    limiter.consume([
      [`${scope}:ip:${request.ip}`, AUTH_LIMITS.emailPerIp],
      [accountKey(request.body.email, 'mail'), AUTH_LIMITS.emailPerAddress],
    ]);

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
      await mailLimits(request, 'resend');
      await auth.resendVerification(request.body.email, request.body.returnTo);
      return { success: true, message: AUTH_MESSAGES.resendVerification };
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
      await mailLimits(request, 'forgot');
      await auth.forgotPassword(request.body.email);
      return { success: true, message: AUTH_MESSAGES.forgotPassword };
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
      return { success: true, message: AUTH_MESSAGES.resetDone };
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
