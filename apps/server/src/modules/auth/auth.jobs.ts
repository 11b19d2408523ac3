import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { purgeExpiredCounters } from '../../lib/rate-limit-postgres.ts';
import { LANGUAGES, type Language } from '@stride/contracts';
import {
  passwordGuessingEmail,
  resetEmail,
  signupAttemptEmail,
  verificationEmail,
  type AuthReader,
} from './auth.emails.ts';
import { issueEmailToken, purgeSpentTokens, TOKEN_TTL_MS } from './email-tokens.ts';
import type { AuthLimiter } from './limits.ts';
import type { SessionService } from './sessions.service.ts';
import { findUserByEmail } from './users.repository.ts';

/**
 * Account e-mails, sent in the background: the request only queues the job, whatever the address, so
 * answering takes the same time whether or not an account exists (issue 14, defect 5). The job decides
 * then whether there is anyone to write to, issues the link token and sends the mail.
 */
export const authEmailJob = defineJob({
  name: 'auth-email',
  data: z.discriminatedUnion('kind', [
    // A verification link, when the address belongs to an account that is not verified yet.
    // With the page the runner set out from, which the link brings them back to (decision 0018).
    // `fromOwnersDevice`: asked for from a browser that has signed in to the account (limits.ts).
    z.object({
      kind: z.literal('verify'),
      email: z.string(),
      returnTo: z.string().optional(),
      fromOwnersDevice: z.boolean().optional(),
    }),
    // A password reset link, when the address belongs to an account.
    z.object({ kind: z.literal('reset'), email: z.string(), fromOwnersDevice: z.boolean().optional() }),
    // Someone tried to register an address that already has an account: tell its owner.
    z.object({ kind: z.literal('signup-attempt'), email: z.string() }),
    // Someone is guessing this account's password (decision 0011): tell its owner, if it exists.
    z.object({ kind: z.literal('password-guessing'), email: z.string() }),
  ]),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
});
export type AuthEmail = z.output<typeof authEmailJob.data>;

/** Expired sessions, used or long-expired e-mail link tokens and ended rate-limit windows, deleted every hour. */
export const purgeExpiredJob = defineJob({
  name: 'auth-purge-expired',
  data: z.object({}),
  cron: '23 * * * *',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
});

const asLanguage = (value: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';

export function authJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  sessions: SessionService;
  limiter: AuthLimiter;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, publicUrl, sessions, limiter, log } = deps;
  // The cap on what requests from strangers can put into one mailbox; the owner's own browser is never capped.
  const allowed = (job: AuthEmail, email: string) =>
    limiter.mailAllowed(job.kind, email, 'fromOwnersDevice' in job && job.fromOwnersDevice === true);
  return {
    async sendAuthEmail(job: AuthEmail): Promise<void> {
      const user = await findUserByEmail(db, job.email);
      // Every account e-mail is written in the runner's language (issue 12).
      const reader = (email: string): AuthReader => ({
        email,
        language: asLanguage(user?.language),
        location: user?.location ?? null,
      });
      if (job.kind === 'signup-attempt') {
        if (await allowed(job, job.email))
          await mailer.send(signupAttemptEmail(publicUrl, reader(job.email)));
        return;
      }
      if (!user?.email) return;
      if (job.kind === 'password-guessing')
        return mailer.send(passwordGuessingEmail(publicUrl, reader(user.email), new Date()));
      if (job.kind === 'reset') {
        // Capped: no new link, so the last one sent still works (a new link ends the previous one).
        if (!(await allowed(job, user.email))) return;
        const token = await issueEmailToken(db, user.id, user.email, 'reset');
        const until = new Date(Date.now() + TOKEN_TTL_MS.reset);
        return mailer.send(resetEmail(publicUrl, reader(user.email), token, until));
      }
      if (user.emailVerified || !(await allowed(job, user.email))) return;
      const token = await issueEmailToken(db, user.id, user.email, 'verify');
      const until = new Date(Date.now() + TOKEN_TTL_MS.verify);
      return mailer.send(
        verificationEmail(publicUrl, reader(user.email), user.firstName, token, until, job.returnTo),
      );
    },

    async purgeExpired(): Promise<void> {
      const now = new Date();
      const purged = {
        sessions: await sessions.purgeExpired(now),
        tokens: await purgeSpentTokens(db, now),
        rateLimitCounters: await purgeExpiredCounters(db, now),
      };
      log.info(purged, 'purged expired sessions, e-mail tokens and rate-limit counters');
    },
  };
}
