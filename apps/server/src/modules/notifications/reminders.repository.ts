import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  eventParticipants,
  eventReminders,
  events,
  userNotificationSettings,
  users,
} from '../../db/schema/index.ts';
import { holdsLivePlace } from '../events/index.ts';
import { runnerSettingsColumns, runnerSettingsOf } from './settings.repository.ts';

/**
 * Everything one runner's reminder for one event is decided by, in one statement (issue 30: it was
 * four): the event and the runner's place at it (null fields when either is gone), whether the runner
 * was already reminded of it at its present start, their settings, and `jobWaiting` (the job queue's
 * SQL for "a reminder job is waiting", false when not asked). Undefined when the runner is gone.
 */
export async function reminderInputs(db: Executor, eventId: number, userId: string, jobWaiting?: SQL) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      startsAt: events.startsAt,
      status: events.status,
      attendanceStatus: eventParticipants.attendanceStatus,
      isWaitlisted: eventParticipants.isWaitlisted,
      reminded: sql<boolean>`exists (select 1 from ${eventReminders} r where r.event_id = ${events.id}
        and r.user_id = ${users.id} and r.starts_at = ${events.startsAt})`,
      jobWaiting: sql<boolean>`${jobWaiting ?? sql`false`}`,
      ...runnerSettingsColumns,
    })
    .from(users)
    .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
    .leftJoin(events, eq(events.id, eventId))
    .leftJoin(
      eventParticipants,
      and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, users.id)),
    )
    .where(eq(users.id, userId))
    // Named (db/prepared.ts): every join and leave asks it. Its text differs with and without the job's.
    .prepare(jobWaiting ? 'reminder_inputs_job' : 'reminder_inputs')
    .execute();
  if (!row) return undefined;
  const { id, title, date, startsAt, status, attendanceStatus, isWaitlisted } = row;
  return {
    target:
      id === null || date === null || startsAt === null || attendanceStatus === null
        ? undefined
        : { id, title: title ?? '', date, startsAt, status, attendanceStatus, isWaitlisted },
    reminded: row.reminded === true,
    jobWaiting: row.jobWaiting === true,
    runner: runnerSettingsOf(row),
  };
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

/** Records the reminder; false when it was recorded before (a second run of the same job). */
export async function recordReminder(db: Executor, eventId: number, userId: string, startsAt: Date) {
  const rows = await db
    .insert(eventReminders)
    .values({ eventId, userId, startsAt })
    .onConflictDoNothing()
    .returning({ eventId: eventReminders.eventId });
  return rows.length === 1;
}
