import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationDigestItems } from '../../db/schema/index.ts';
import type { ChannelName } from './notice.ts';

export interface HeldItem {
  notificationId: number;
  channel: ChannelName;
}

/** Holds one notice on one channel for the runner's digest; holding it twice keeps one row. */
export async function holdForDigest(
  db: Executor,
  userId: string,
  notificationId: number,
  channel: ChannelName,
): Promise<void> {
  await db.insert(notificationDigestItems).values({ userId, notificationId, channel }).onConflictDoNothing();
}

/** Everything held for this runner, on every channel. */
export async function heldItems(db: Executor, userId: string): Promise<HeldItem[]> {
  const rows = await db
    .select({
      notificationId: notificationDigestItems.notificationId,
      channel: notificationDigestItems.channel,
    })
    .from(notificationDigestItems)
    .where(eq(notificationDigestItems.userId, userId));
  return rows.map((r) => ({ notificationId: r.notificationId, channel: r.channel as ChannelName }));
}

/** Drops held rows once their channel's digest went (or had nothing worth sending). */
export async function releaseHeld(
  db: Executor,
  userId: string,
  channel: ChannelName,
  notificationIds: number[],
): Promise<void> {
  if (!notificationIds.length) return;
  await db
    .delete(notificationDigestItems)
    .where(
      and(
        eq(notificationDigestItems.userId, userId),
        eq(notificationDigestItems.channel, channel),
        inArray(notificationDigestItems.notificationId, notificationIds),
      ),
    );
}
