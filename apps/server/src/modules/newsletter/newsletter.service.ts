import {
  NEWSLETTER_LIMITS,
  NEWSLETTER_MESSAGES,
  type Language,
  type NewsletterOverview,
  type NewsletterSendInput,
  type NewsletterSent,
} from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, invalidToken } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { SessionUser } from '../auth/index.ts';
import { renderNewsletterHtml } from './newsletter.emails.ts';
import { newsletterConfirmJob, newsletterIssueJob, newsletterWelcomeJob } from './newsletter.jobs.ts';
import {
  confirmByHash,
  countConfirmed,
  insertSignUp,
  listSent,
  lockSends,
  recordNewsletter,
  requestConfirmation,
  sentSince,
  unsubscribeByHash,
} from './newsletter.repository.ts';

const HOUR_MS = 3600_000;
/** The same subject and body sent again within this time is taken for a double click. */
const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** Jobs queued per statement when a newsletter goes out. */
const QUEUE_CHUNK = 500;

/**
 * The newsletter, by double opt-in (issue 25). Signing up only records a waiting sign-up and queues a
 * confirmation e-mail; the address gets newsletters once its owner opens that link. Signing up always
 * answers the same way, whatever the address's state, so the form cannot tell anyone who subscribes,
 * and an address gets at most one confirmation e-mail every few hours, however often it is entered.
 * Admins send newsletters to every confirmed address, one job per address.
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly publicUrl: string,
  ) {}

  async subscribe(
    rawEmail: string,
    language: Language | undefined,
    user: Pick<SessionUser, 'id' | 'email'> | null,
  ): Promise<{ status: 'pending' }> {
    const email = rawEmail.toLowerCase();
    // A runner signing up their own account's address is linked to it (their export and deletion
    // include it); anyone else's address is not theirs to hold.
    const userId = user && user.email?.toLowerCase() === email ? user.id : null;
    const now = new Date();
    const values = { email, userId, language: language ?? 'en' };
    await this.db.transaction(async (tx) => {
      await insertSignUp(tx, values);
      const id = await requestConfirmation(tx, {
        ...values,
        now,
        resendAfter: new Date(now.getTime() - NEWSLETTER_LIMITS.confirmResendHours * HOUR_MS),
      });
      if (id !== undefined) await this.jobs.send(tx, newsletterConfirmJob, { subscriptionId: id });
    });
    return { status: 'pending' };
  }

  /** Opens the confirmation link: the address is subscribed from now on, and welcomed. */
  async confirm(token: string): Promise<{ status: 'subscribed' }> {
    const confirmed = await this.db.transaction(async (tx) => {
      const id = await confirmByHash(tx, hashToken(token), new Date());
      if (id !== undefined) await this.jobs.send(tx, newsletterWelcomeJob, { subscriptionId: id });
      return id !== undefined;
    });
    if (!confirmed) throw invalidToken(NEWSLETTER_MESSAGES.confirmLinkNotValid, 404);
    return { status: 'subscribed' };
  }

  /** The unsubscribe link of any newsletter e-mail, from the page or the one-click POST (RFC 8058). */
  async unsubscribe(token: string): Promise<{ status: 'unsubscribed' }> {
    if (!(await unsubscribeByHash(this.db, hashToken(token), new Date()))) {
      throw invalidToken(NEWSLETTER_MESSAGES.unsubscribeLinkNotValid, 404);
    }
    return { status: 'unsubscribed' };
  }

  /** The body as subscribers will get it, for the admin's preview. */
  preview(body: string): { html: string } {
    return { html: renderNewsletterHtml(this.publicUrl, body) };
  }

  async overview(): Promise<NewsletterOverview> {
    const [confirmedSubscribers, sent] = await Promise.all([
      countConfirmed(this.db),
      listSent(this.db, NEWSLETTER_LIMITS.recentSends),
    ]);
    return {
      confirmedSubscribers,
      sent: sent.map((r) => ({
        id: r.id,
        subject: r.subject,
        sentAt: r.sentAt.toISOString(),
        sentBy: r.senderId ? { firstName: r.firstName, lastName: r.lastName } : null,
        recipientCount: r.recipientCount,
        deliveredCount: Number(r.deliveredCount),
      })),
    };
  }

  /**
   * Sends a newsletter to every address confirmed now: the newsletter, its deliveries and one job per
   * address commit together, so it goes to each of them once or not at all.
   */
  async send(sender: Pick<SessionUser, 'id' | 'firstName' | 'lastName'>, input: NewsletterSendInput) {
    const now = new Date();
    const subject = input.subject.trim();
    const { body } = input;
    const sent = await this.db.transaction(async (tx) => {
      await lockSends(tx);
      if (await sentSince(tx, { subject, body, since: new Date(now.getTime() - DUPLICATE_WINDOW_MS) })) {
        throw conflict(NEWSLETTER_MESSAGES.alreadySent);
      }
      if ((await countConfirmed(tx)) === 0) throw conflict(NEWSLETTER_MESSAGES.noSubscribers);
      const recorded = await recordNewsletter(tx, { subject, body, sentBy: sender.id, now });
      for (let i = 0; i < recorded.subscriptionIds.length; i += QUEUE_CHUNK) {
        await this.jobs.sendMany(
          tx,
          newsletterIssueJob,
          recorded.subscriptionIds
            .slice(i, i + QUEUE_CHUNK)
            .map((subscriptionId) => ({ data: { newsletterId: recorded.id, subscriptionId } })),
        );
      }
      return recorded;
    });
    return {
      id: sent.id,
      subject,
      sentAt: sent.sentAt.toISOString(),
      sentBy: { firstName: sender.firstName, lastName: sender.lastName },
      recipientCount: sent.subscriptionIds.length,
      deliveredCount: 0,
    } satisfies NewsletterSent;
  }
}
