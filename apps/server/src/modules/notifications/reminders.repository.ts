import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventParticipants, eventReminders, events } from '../../db/schema/index.ts';
import { holdsLivePlace } from '../events/index.ts';

/** The event and the runner's place at it, as a reminder needs them; undefined when either is gone. */
export async function reminderTarget(db: Executor, eventId: number, userId: string) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      startsAt: events.startsAt,
      status: events.status,
      attendanceStatus: eventParticipants.attendanceStatus,
      isWaitlisted: eventParticipants.isWaitlisted,
    })
    .from(events)
    .innerJoin(
      eventParticipants,
      and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, userId)),
    )
    .where(eq(events.id, eventId));
  return row;
}

/** Runners holding a place at an event (the ones a reminder goes to). */
export async function attendingRunners(db: Executor, eventId: number): Promise<string[]> {
  const rows = await db
    .select({ userId: eventParticipants.userId })
    .from(eventParticipants)
    .where(
      and(
        eq(eventParticipants.eventId, eventId),
        eq(eventParticipants.attendanceStatus, 'attending'),
        eq(eventParticipants.isWaitlisted, false),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Upcoming, live events the runner holds a place at. */
export async function upcomingAttendance(db: Executor, userId: string, now: Date): Promise<number[]> {
  const rows = await db
    .select({ eventId: events.id })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .where(and(holdsLivePlace(userId), gt(events.startsAt, now)));
  return rows.map((r) => r.eventId);
}

/** Whether the runner was already reminded of this event starting at `startsAt`. */
export async function wasReminded(db: Executor, eventId: number, userId: string, startsAt: Date) {
  const [row] = await db
    .select({ eventId: eventReminders.eventId })
    .from(eventReminders)
    .where(
      and(
        eq(eventReminders.eventId, eventId),
        eq(eventReminders.userId, userId),
        eq(eventReminders.startsAt, startsAt),
      ),
    );
  return Boolean(row);
}

/** Records the reminder; false when it was recorded before (a second run of the same job). */
export async function recordReminder(db: Executor, eventId: number, userId: string, startsAt: Date) {
  const rows = await db
    .insert(eventReminders)
    .values({ eventId, userId, startsAt })
    .onConflictDoNothing()
    .returning({ eventId: eventReminders.eventId });
  return rows.length === 1;
}
