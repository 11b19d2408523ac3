import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appSecrets, pushSubscriptions } from '../../db/schema/index.ts';

export async function readSecret(db: Executor, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}

/** Stores the secret unless another instance stored one first; answers the one kept. */
export async function keepSecret(db: Executor, name: string, value: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  return (await readSecret(db, name))!;
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Saves a browser's subscription for the runner; answers false when the endpoint belongs to another
 * runner and the keys do not match (issue 25). A browser subscribing again sends the same keys, which
 * only it and Stride know: a shared browser whose next runner signs in moves over, while someone who
 * merely learned an endpoint cannot take it (nor break its owner's push with keys of their own).
 */
export async function saveSubscription(
  db: Executor,
  userId: string,
  sub: StoredSubscription,
): Promise<boolean> {
  const rows = await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: new Date() },
      setWhere: sql`${pushSubscriptions.userId} = excluded.user_id
        or (${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth)`,
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length === 1;
}

export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): forget it whoever holds it. */
export async function forgetEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export function subscriptionsOf(db: Executor, userId: string): Promise<StoredSubscription[]> {
  return db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
