import { NEWSLETTER_LIMITS } from '@stride/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { confirmationEmail, issueEmail, welcomeEmail } from './newsletter.emails.ts';
import {
  addUnsubscribeToken,
  findDelivery,
  findSubscriptionById,
  markDelivered,
  purgeUnconfirmed,
  setConfirmToken,
} from './newsletter.repository.ts';

// Every token is made by the job that mails it, so it never waits in the job table; only hashes are stored.

/** The confirmation link for a sign-up (double opt-in). */
export const newsletterConfirmJob = defineJob({
  name: 'newsletter-confirm',
  data: z.object({ subscriptionId: z.number().int() }),
  expireInSeconds: 120,
});

/** A short welcome once the address is confirmed, with its way off the list. */
export const newsletterWelcomeJob = defineJob({
  name: 'newsletter-welcome',
  data: z.object({ subscriptionId: z.number().int() }),
  expireInSeconds: 120,
});

/** One newsletter to one confirmed address (its delivery row says whether it went). */
export const newsletterIssueJob = defineJob({
  name: 'newsletter-issue',
  data: z.object({ newsletterId: z.number().int(), subscriptionId: z.number().int() }),
  expireInSeconds: 120,
});

/** Sign-ups whose confirmation link expired unused, deleted every hour. */
export const newsletterPurgeJob = defineJob({
  name: 'newsletter-purge',
  data: z.object({}),
  cron: '41 * * * *',
  retry: { limit: 2, delaySeconds: 300, backoff: false },
});

const HOUR_MS = 3600_000;

export function newsletterJobHandlers(deps: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, mailer, publicUrl, log } = deps;

  /** A new unsubscribe token for one e-mail to this address. */
  const unsubscribeToken = async (subscriptionId: number) => {
    const token = newToken();
    await addUnsubscribeToken(db, subscriptionId, hashToken(token));
    return token;
  };

  return {
    async sendConfirmation({ subscriptionId }: { subscriptionId: number }): Promise<void> {
      const subscription = await findSubscriptionById(db, subscriptionId);
      // Gone (purged, account deleted) or confirmed meanwhile: nothing to ask.
      if (!subscription || (subscription.isSubscribed && subscription.confirmedAt)) return;
      const token = newToken();
      const expiresAt = new Date(Date.now() + NEWSLETTER_LIMITS.confirmHours * HOUR_MS);
      await setConfirmToken(db, subscriptionId, hashToken(token), expiresAt);
      const reader = { ...subscription, unsubscribeToken: await unsubscribeToken(subscriptionId) };
      await mailer.send(confirmationEmail(publicUrl, reader, token, expiresAt));
    },

    async sendWelcome({ subscriptionId }: { subscriptionId: number }): Promise<void> {
      const subscription = await findSubscriptionById(db, subscriptionId);
      if (!subscription?.isSubscribed || !subscription.confirmedAt) return;
      const reader = { ...subscription, unsubscribeToken: await unsubscribeToken(subscriptionId) };
      await mailer.send(welcomeEmail(publicUrl, reader));
    },

    async sendIssue({ newsletterId, subscriptionId }: { newsletterId: number; subscriptionId: number }) {
      const delivery = await findDelivery(db, newsletterId, subscriptionId);
      // Already mailed (a retried run), or the address unsubscribed since the newsletter was sent.
      if (!delivery || delivery.sentAt || !delivery.stillConfirmed) return;
      const reader = { ...delivery, unsubscribeToken: await unsubscribeToken(subscriptionId) };
      await mailer.send(issueEmail(publicUrl, reader, delivery));
      await markDelivered(db, newsletterId, subscriptionId, new Date());
    },

    async purge(): Promise<void> {
      const now = new Date();
      const purged = await purgeUnconfirmed(
        db,
        now,
        new Date(now.getTime() - NEWSLETTER_LIMITS.confirmHours * HOUR_MS),
      );
      log.info(purged, 'purged unconfirmed newsletter sign-ups');
    },
  };
}
