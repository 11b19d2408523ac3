import { and, eq, isNull } from 'drizzle-orm';
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
