import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events, users } from '../../db/schema/index.ts';

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
    .where(
      and(
        or(
          eq(events.creatorId, userId),
          sql`exists (select 1 from event_participants p where p.event_id = "events"."id" and p.user_id = ${userId}
          and not p.is_waitlisted and p.attendance_status <> 'not_attending')`,
        ),
        isNull(events.hiddenAt),
      ),
    )
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
