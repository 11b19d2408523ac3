import { and, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  newsletterDeliveries,
  newsletterSubscriptions,
  newsletters,
  newsletterUnsubscribeTokens,
  users,
} from '../../db/schema/index.ts';

const sameAddress = (email: string) => sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`;

/** Confirmed and not unsubscribed: the addresses a newsletter goes to. */
const confirmed = and(
  eq(newsletterSubscriptions.isSubscribed, true),
  isNotNull(newsletterSubscriptions.confirmedAt),
);

/** A first sign-up of this address: a row that waits for its confirmation (nothing if one exists). */
export async function insertSignUp(
  db: Executor,
  values: { email: string; userId: string | null; language: string },
): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ ...values, isSubscribed: false, subscriptionSource: 'footer' })
    .onConflictDoNothing();
}

/**
 * Marks that a confirmation e-mail is due for this address, unless it is confirmed already or one was
 * asked for since `resendAfter`; answers the subscription's id when one is due. One statement, so two
 * sign-ups at once cannot both pass: the second waits for the first's row and then sees its time.
 */
export async function requestConfirmation(
  db: Executor,
  values: { email: string; userId: string | null; language: string; now: Date; resendAfter: Date },
): Promise<number | undefined> {
  const s = newsletterSubscriptions;
  const [row] = await db
    .update(s)
    .set({
      confirmationSentAt: values.now,
      language: values.language,
      userId: sql`coalesce(${s.userId}, ${values.userId}::uuid)`,
    })
    .where(
      and(
        sameAddress(values.email),
        or(eq(s.isSubscribed, false), isNull(s.confirmedAt)),
        or(isNull(s.confirmationSentAt), lt(s.confirmationSentAt, values.resendAfter)),
      ),
    )
    .returning({ id: s.id });
  return row?.id;
}

export async function findSubscriptionById(db: Executor, id: number) {
  const [row] = await db
    .select({
      email: newsletterSubscriptions.email,
      language: newsletterSubscriptions.language,
      isSubscribed: newsletterSubscriptions.isSubscribed,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row;
}

/** A new confirmation link for this sign-up; the one sent before stops working. */
export async function setConfirmToken(
  db: Executor,
  id: number,
  hash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ confirmTokenHash: hash, confirmTokenExpiresAt: expiresAt })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Confirms the sign-up holding this unexpired link, once; answers its id, or undefined. */
export async function confirmByHash(db: Executor, hash: string, now: Date): Promise<number | undefined> {
  const s = newsletterSubscriptions;
  const [row] = await db
    .update(s)
    .set({
      isSubscribed: true,
      confirmedAt: now,
      subscribedAt: now,
      unsubscribedAt: null,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    })
    .where(and(eq(s.confirmTokenHash, hash), gt(s.confirmTokenExpiresAt, now)))
    .returning({ id: s.id });
  return row?.id;
}

export async function addUnsubscribeToken(db: Executor, subscriptionId: number, hash: string): Promise<void> {
  await db.insert(newsletterUnsubscribeTokens).values({ tokenHash: hash, subscriptionId });
}

/**
 * Unsubscribes the address one of its e-mails' tokens belongs to, and voids a confirmation link still
 * waiting (unsubscribing from the confirmation e-mail declines it); false for an unknown token.
 * Unsubscribing again keeps the first time.
 */
export async function unsubscribeByHash(db: Executor, hash: string, now: Date): Promise<boolean> {
  const s = newsletterSubscriptions;
  const rows = await db
    .update(s)
    .set({
      isSubscribed: false,
      unsubscribedAt: sql`case when ${s.isSubscribed} then ${now.toISOString()}::timestamptz else coalesce(${s.unsubscribedAt}, ${now.toISOString()}::timestamptz) end`,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    })
    .from(newsletterUnsubscribeTokens)
    .where(
      and(
        eq(newsletterUnsubscribeTokens.tokenHash, hash),
        eq(newsletterUnsubscribeTokens.subscriptionId, s.id),
      ),
    )
    .returning({ id: s.id });
  return rows.length > 0;
}

/**
 * Sign-ups nobody confirmed, once their link has expired (or, for those from before double opt-in,
 * which never had one, once the link lifetime has passed since the last request): deleted with their
 * tokens. Addresses that were confirmed once keep their row; only an expired link is cleared.
 */
export async function purgeUnconfirmed(db: Executor, now: Date, requestedBefore: Date) {
  const s = newsletterSubscriptions;
  const deleted = await db
    .delete(s)
    .where(
      and(
        isNull(s.confirmedAt),
        eq(s.isSubscribed, false),
        or(
          lt(s.confirmTokenExpiresAt, now),
          and(
            isNull(s.confirmTokenExpiresAt),
            or(isNull(s.confirmationSentAt), lt(s.confirmationSentAt, requestedBefore)),
          ),
        ),
      ),
    )
    .returning({ id: s.id });
  const cleared = await db
    .update(s)
    .set({ confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(lt(s.confirmTokenExpiresAt, now))
    .returning({ id: s.id });
  return { deleted: deleted.length, linksCleared: cleared.length };
}

export async function countConfirmed(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscriptions).where(confirmed);
  return row?.n ?? 0;
}

/** The latest newsletters sent, newest first, with their sender and how many have been mailed. */
export async function listSent(db: Executor, limit: number) {
  return db
    .select({
      id: newsletters.id,
      subject: newsletters.subject,
      sentAt: newsletters.sentAt,
      recipientCount: newsletters.recipientCount,
      senderId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      deliveredCount: sql<number>`(select count(*)::int from ${newsletterDeliveries} d
        where d.newsletter_id = ${newsletters.id} and d.sent_at is not null)`,
    })
    .from(newsletters)
    .leftJoin(users, eq(users.id, newsletters.sentBy))
    .orderBy(desc(newsletters.sentAt), desc(newsletters.id))
    .limit(limit);
}

/**
 * Sends of one newsletter are taken one at a time across instances (a transaction-scoped advisory
 * lock), so a double click cannot pass the "just sent" check twice.
 */
const SEND_LOCK = 0x6e_6c_73_64; // "nlsd"
export async function lockSends(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK})`);
}

/** Whether the same subject and body went out since `since`. */
export async function sentSince(
  db: Executor,
  values: { subject: string; body: string; since: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(
      and(
        eq(newsletters.subject, values.subject),
        eq(newsletters.body, values.body),
        gt(newsletters.sentAt, values.since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Records a newsletter and one delivery per address confirmed right now (the recipients are fixed as
 * it is sent); answers its row and the subscription ids to mail.
 */
export async function recordNewsletter(
  db: Executor,
  values: { subject: string; body: string; sentBy: string; now: Date },
) {
  const [row] = await db
    .insert(newsletters)
    .values({ ...values, sentAt: values.now, recipientCount: 0 })
    .returning({ id: newsletters.id, sentAt: newsletters.sentAt });
  const { id } = row!;
  const recipients = await db
    .insert(newsletterDeliveries)
    .select(
      db
        .select({
          newsletterId: sql<number>`${id}::int`.as('newsletter_id'),
          subscriptionId: newsletterSubscriptions.id,
          sentAt: sql<Date | null>`null::timestamptz`.as('sent_at'),
        })
        .from(newsletterSubscriptions)
        .where(confirmed),
    )
    .returning({ subscriptionId: newsletterDeliveries.subscriptionId });
  await db.update(newsletters).set({ recipientCount: recipients.length }).where(eq(newsletters.id, id));
  return { id, sentAt: row!.sentAt, subscriptionIds: recipients.map((r) => r.subscriptionId) };
}

/** One delivery as its job needs it: the newsletter, the address as it stands now, and whether it went. */
export async function findDelivery(db: Executor, newsletterId: number, subscriptionId: number) {
  const s = newsletterSubscriptions;
  const [row] = await db
    .select({
      sentAt: newsletterDeliveries.sentAt,
      subject: newsletters.subject,
      body: newsletters.body,
      email: s.email,
      language: s.language,
      stillConfirmed: sql<boolean>`${s.isSubscribed} and ${s.confirmedAt} is not null`,
    })
    .from(newsletterDeliveries)
    .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
    .innerJoin(s, eq(s.id, newsletterDeliveries.subscriptionId))
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.subscriptionId, subscriptionId),
      ),
    );
  return row;
}

export async function markDelivered(
  db: Executor,
  newsletterId: number,
  subscriptionId: number,
  now: Date,
): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ sentAt: now })
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.subscriptionId, subscriptionId),
        isNull(newsletterDeliveries.sentAt),
      ),
    );
}
