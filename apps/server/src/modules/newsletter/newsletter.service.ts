import type { Db } from '../../db/client.ts';
import { invalidToken } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { hashToken } from '../../lib/tokens.ts';
import { newsletterWelcomeJob } from './newsletter.jobs.ts';
import { findSubscription, unsubscribeByHash, upsertSubscription } from './newsletter.repository.ts';

/**
 * Footer newsletter sign-up. Subscribing always answers the same way, whether or not the address was
 * already on the list, so the form cannot be used to find out who subscribes.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
  ) {}

  async subscribe(rawEmail: string, userId: string | null): Promise<{ status: 'subscribed' }> {
    const email = rawEmail.toLowerCase();
    await this.db.transaction(async (tx) => {
      const existing = await findSubscription(tx, email);
      if (existing?.isSubscribed) return;
      const id = await upsertSubscription(tx, { email, userId, existingId: existing?.id });
      await this.jobs.send(tx, newsletterWelcomeJob, { subscriptionId: id });
    });
    return { status: 'subscribed' };
  }

  async unsubscribe(token: string): Promise<{ status: 'unsubscribed' }> {
    if (!(await unsubscribeByHash(this.db, hashToken(token)))) {
      throw invalidToken('This unsubscribe link is not valid', 404);
    }
    return { status: 'unsubscribed' };
  }
}
