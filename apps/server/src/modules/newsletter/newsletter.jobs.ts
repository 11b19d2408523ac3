import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job.ts';
import { renderEmail, type Mailer } from '../../lib/mailer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { findSubscriptionById, setUnsubscribeHash } from './newsletter.repository.ts';

/**
 * The welcome e-mail with the subscription's unsubscribe link. The token is made here, by the job,
 * so it never waits in the job table; only its hash is stored.
 */
export const newsletterWelcomeJob = defineJob({
  name: 'newsletter-welcome',
  data: z.object({ subscriptionId: z.number().int() }),
});

export function newsletterJobHandlers(deps: { db: Db; mailer: Mailer; publicUrl: string }) {
  const { db, mailer, publicUrl } = deps;
  return {
    async sendWelcome({ subscriptionId }: { subscriptionId: number }): Promise<void> {
      const subscription = await findSubscriptionById(db, subscriptionId);
      if (!subscription?.isSubscribed) return;
      const token = newToken();
      await setUnsubscribeHash(db, subscriptionId, hashToken(token));
      const unsubscribeUrl = `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
      await mailer.send({
        to: subscription.email,
        subject: 'Welcome to the Stride newsletter',
        ...renderEmail({
          heading: "You're on the Stride newsletter",
          paragraphs: [
            'Thanks for subscribing. Expect new events, run club news and training tips from runners across Australia.',
            'Changed your mind? One click takes you off the list.',
          ],
          actions: [{ label: 'Unsubscribe', url: unsubscribeUrl }],
        }),
      });
    },
  };
}
