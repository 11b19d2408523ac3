import {
  AUTH_MESSAGES,
  codedText,
  forgotPasswordSchema,
  messageResponseSchema,
  registerResponseSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailResponseSchema,
} from '@stride/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.ts';
import { clearSessionCookie, setSessionCookie } from './auth.plugin.ts';
import { deviceCookie } from './device-cookie.ts';
import { TOKEN_TTL_MS } from './email-tokens.ts';
import { AUTH_LIMITS, ipKey } from './limits.ts';

/** The signing-up browser's proof (AuthService.signupProof), sent only to the verification endpoint. */
const SIGNUP_COOKIE = 'stride_signup';

const errors = errorResponses(400, 401, 403, 429);

/** The e-mail account: sign-up, its verification link, and the password reset by e-mail. */
export const emailAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, authLimiter: limiter, sessions } = app.services;
  const devices = deviceCookie(app);

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
      if (body.email) devices.remember(request, reply, body.email);
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
      await auth.resendVerification(email, returnTo, devices.deviceFor(request, email) !== undefined);
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
      await auth.forgotPassword(email, devices.deviceFor(request, email) !== undefined);
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
};
