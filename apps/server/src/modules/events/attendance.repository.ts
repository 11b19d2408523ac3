import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventParticipants, eventRemovals, events } from '../../db/schema/index.ts';
import { blockedEitherWay } from '../blocks/index.ts';
import { queryRows } from './events.mapper.ts';
import { holdsPlaceSql, RELEASES_PLACE } from './places.ts';

export type AttendanceStatus = 'interested' | 'attending' | 'maybe' | 'not_attending';

/**
 * The runner holds a place (places.ts) at a run that is still on. For queries that join
 * event_participants to events (reminders, profile counts).
 */
export function holdsLivePlace(userId: string): SQL {
  return and(
    eq(eventParticipants.userId, userId),
    holdsPlaceSql('event_participants'),
    ne(events.status, 'cancelled'),
  )!;
}

/** Locks the event row (SELECT … FOR UPDATE): every change to who holds a place queues on this lock. */
export async function lockEventForAttendance(tx: Executor, eventId: number) {
  const [event] = await tx
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      max: events.maxParticipants,
      status: events.status,
      startsAt: events.startsAt,
      creatorId: events.creatorId,
    })
    .from(events)
    // A hidden event can no longer be joined (issue 12).
    .where(and(eq(events.id, eventId), isNull(events.hiddenAt)))
    .for('update');
  return event;
}

/** Places held (places.ts). */
export async function countHeldPlaces(db: Executor, eventId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from event_participants
        where event_id = ${eventId} and ${holdsPlaceSql('event_participants')}`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function setNotAttending(db: Executor, eventId: number, userId: string): Promise<void> {
  await db
    .insert(eventParticipants)
    .values({ eventId, userId, attendanceStatus: RELEASES_PLACE })
    .onConflictDoUpdate({
      target: [eventParticipants.eventId, eventParticipants.userId],
      set: { attendanceStatus: RELEASES_PLACE, isWaitlisted: false },
    });
}

/** Removes the runner from the event; false when they had not joined. */
export async function deleteParticipation(db: Executor, eventId: number, userId: string): Promise<boolean> {
  const removed = await db
    .delete(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
    .returning({ id: eventParticipants.id });
  return removed.length > 0;
}

export async function setParticipantStatus(
  db: Executor,
  id: number,
  status: AttendanceStatus,
): Promise<void> {
  await db.update(eventParticipants).set({ attendanceStatus: status }).where(eq(eventParticipants.id, id));
}

export async function deleteParticipant(db: Executor, id: number): Promise<void> {
  await db.delete(eventParticipants).where(eq(eventParticipants.id, id));
}

export async function insertParticipant(
  db: Executor,
  values: {
    eventId: number;
    userId: string;
    attendanceStatus: AttendanceStatus;
    isWaitlisted: boolean;
    paceGroupId: number | null;
  },
): Promise<void> {
  await db.insert(eventParticipants).values({
    ...values,
    joinedAt: new Date(),
    confirmedAt: values.isWaitlisted ? null : new Date(),
  });
}

/**
 * Whether the runner may not take a place on this run (issue 25): its host took them off it, or the
 * host and the runner blocked each other (either way).
 */
export async function joinRefused(db: Executor, eventId: number, userId: string): Promise<boolean> {
  const rows = await queryRows<{ refused: boolean }>(
    db,
    sql`select exists (select 1 from event_removals r where r.event_id = events.id and r.user_id = ${userId})
          or ${blockedEitherWay(sql`events.creator_id`, sql`${userId}::uuid`)} as refused
        from events where events.id = ${eventId}`,
  );
  return rows[0]?.refused === true;
}

/** Records that the runner was taken off the run: they cannot join it again. */
export async function insertRemoval(db: Executor, eventId: number, userId: string, removedBy: string) {
  await db.insert(eventRemovals).values({ eventId, userId, removedBy }).onConflictDoNothing();
}

/** The host's runs that have not started and are still on, where the runner is signed up (or waiting). */
export async function upcomingRunsWith(db: Executor, hostId: string, runnerId: string) {
  return queryRows<{ id: number; title: string; date: string; max: number }>(
    db,
    sql`select e.id, e.title, e.date::text as date, e.max_participants as max from events e
        join event_participants p on p.event_id = e.id and p.user_id = ${runnerId}
        where e.creator_id = ${hostId} and e.status <> 'cancelled' and e.starts_at > now()
        order by e.starts_at`,
  );
}
