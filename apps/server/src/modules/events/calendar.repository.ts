import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events, users } from '../../db/schema/index.ts';
import { createdOrJoinedBy } from './events.repository.ts';

const calendarColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  location: events.location,
  lat: events.lat,
  lng: events.lng,
  startsAt: events.startsAt,
  updatedAt: events.updatedAt,
  status: events.status,
  sequence: events.sequence,
};

export async function findCalendarEvent(db: Executor, id: number) {
  const [row] = await db
    .select(calendarColumns)
    .from(events)
    .where(and(eq(events.id, id), isNull(events.hiddenAt)));
  return row;
}

/** Every event the runner created or holds a place at, cancelled ones included (at most 5000). */
export function calendarEventsOf(db: Executor, userId: string) {
  return db
    .select(calendarColumns)
    .from(events)
    .where(and(createdOrJoinedBy(userId, true), isNull(events.hiddenAt)))
    .orderBy(events.startsAt)
    .limit(5000);
}

/** Stores (or with null clears) the hash of the runner's private feed token. */
export async function setCalendarFeedHash(db: Executor, userId: string, hash: string | null): Promise<void> {
  await db.update(users).set({ calendarFeedTokenHash: hash }).where(eq(users.id, userId));
}

export async function findFeedOwner(db: Executor, hash: string): Promise<string | undefined> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.calendarFeedTokenHash, hash));
  return owner?.id;
}

/**
 * A club's runs for its public feed: the ones to come, and those cancelled in the last two weeks (so a
 * subscribed calendar drops them), at most 500.
 */
export function clubCalendarEvents(db: Executor, clubId: number) {
  return db
    .select(calendarColumns)
    .from(events)
    .where(
      and(
        eq(events.clubId, clubId),
        isNull(events.hiddenAt),
        sql`${events.startsAt} >= now() - interval '1 day'`,
        sql`(${events.status} <> 'cancelled' or ${events.updatedAt} > now() - interval '14 days')`,
      ),
    )
    .orderBy(events.startsAt)
    .limit(500);
}
