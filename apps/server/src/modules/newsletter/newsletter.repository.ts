import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export async function findSubscription(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      isSubscribed: newsletterSubscriptions.isSubscribed,
    })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findSubscriptionById(db: Executor, id: number) {
  const [row] = await db
    .select({ email: newsletterSubscriptions.email, isSubscribed: newsletterSubscriptions.isSubscribed })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row;
}

/** Subscribes the address (again); answers the subscription id. */
export async function upsertSubscription(
  db: Executor,
  values: { email: string; userId: string | null; existingId: number | undefined },
): Promise<number> {
  if (values.existingId !== undefined) {
    await db
      .update(newsletterSubscriptions)
      .set({ isSubscribed: true, unsubscribeTokenHash: null, subscribedAt: new Date(), unsubscribedAt: null })
      .where(eq(newsletterSubscriptions.id, values.existingId));
    return values.existingId;
  }
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email: values.email, userId: values.userId, subscriptionSource: 'footer' })
    .returning({ id: newsletterSubscriptions.id });
  return row!.id;
}

export async function setUnsubscribeHash(db: Executor, id: number, hash: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribeTokenHash: hash })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Unsubscribes the holder of this token; false for an unknown token. */
export async function unsubscribeByHash(db: Executor, hash: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ isSubscribed: false, unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hash))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
