import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { namedRows } from '../../db/prepared.ts';
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
    .for('update')
    .prepare('attendance_lock')
    .execute();
  return event;
}

/** What a join decides by: the event's groups, the runner's participation, and the places held. */
export interface AttendanceState {
  /** The event's pace groups in the host's order: id and capacity (null: limited by the event's only). */
  groups: { id: number; capacity: number | null }[];
  /** The runner's participation row, if any. */
  existing: {
    id: number;
    attendanceStatus: AttendanceStatus;
    isWaitlisted: boolean;
    paceGroupId: number | null;
  } | null;
  /**
   * Whether the runner may not take a place (issue 25): the host took them off this run, or the host
   * and the runner blocked each other (either way).
   */
  refused: boolean;
  /** Places held (places.ts), and per pace group. */
  held: number;
  heldByGroup: Map<number, number>;
  /** Runners on the waitlist. */
  waiting: number;
}

/**
 * Everything a join decides by, in one statement (issue 30: it was five). Read after
 * lockEventForAttendance, in its transaction: a statement of its own, so it sees every change committed
 * before the lock was granted (a statement that waits for the lock keeps the view it started with).
 */
export async function attendanceState(
  tx: Executor,
  eventId: number,
  userId: string,
): Promise<AttendanceState> {
  const rows = await namedRows<{
    groups: { id: number; capacity: number | null }[];
    existing: AttendanceState['existing'];
    held: [number | null, number][] | null;
    waiting: number;
    refused: boolean;
  }>(
    tx,
    'attendance_state',
    sql`select
      (select coalesce(json_agg(json_build_object('id', g.id, 'capacity', g.capacity) order by g.position, g.id), '[]')
        from event_pace_groups g where g.event_id = ${eventId}) as groups,
      (select json_build_object('id', p.id, 'attendanceStatus', p.attendance_status,
          'isWaitlisted', p.is_waitlisted, 'paceGroupId', p.pace_group_id)
        from event_participants p where p.event_id = ${eventId} and p.user_id = ${userId}) as existing,
      (select json_agg(json_build_array(h.group_id, h.n)) from (
          select p.pace_group_id as group_id, count(*)::int as n from event_participants p
          where p.event_id = ${eventId} and ${holdsPlaceSql('p')} group by p.pace_group_id) h) as held,
      (select count(*)::int from event_participants p where p.event_id = ${eventId} and p.is_waitlisted) as waiting,
      exists (select 1 from event_removals r where r.event_id = events.id and r.user_id = ${userId})
        or ${blockedEitherWay(sql`events.creator_id`, sql`${userId}::uuid`)} as refused
    from events where events.id = ${eventId}`,
  );
  const row = rows[0];
  const heldByGroup = new Map<number, number>();
  let held = 0;
  for (const [group, n] of row?.held ?? []) {
    held += n;
    if (group !== null) heldByGroup.set(Number(group), n);
  }
  return {
    groups: (row?.groups ?? []).map((g) => ({ id: Number(g.id), capacity: g.capacity })),
    existing: row?.existing ? { ...row.existing, id: Number(row.existing.id) } : null,
    refused: row?.refused === true,
    held,
    heldByGroup,
    waiting: Number(row?.waiting ?? 0),
  };
}

/** How a runner stands at an event: their participation, their place in the queue, the places held. */
export interface Standing {
  participation: {
    attendanceStatus: AttendanceStatus;
    isWaitlisted: boolean;
    paceGroupId: number | null;
  } | null;
  waitlistPosition: number | null;
  held: number;
}

/**
 * How the runner stands at the event, for the answer to a join or leave: their participation, their
 * place on the waitlist and the places held, in one statement. Read in the write's own transaction, so
 * the answer is what it wrote (issue 30: it was three statements after the commit).
 */
export async function standingAt(db: Executor, eventId: number, userId: string): Promise<Standing> {
  const rows = await namedRows<{
    status: AttendanceStatus | null;
    waitlisted: boolean | null;
    pace_group_id: number | null;
    position: number | null;
    held: number;
  }>(
    db,
    'attendance_standing',
    sql`select p.attendance_status as status, p.is_waitlisted as waitlisted, p.pace_group_id,
        case when p.is_waitlisted then (select count(*)::int from event_participants w
          where w.event_id = ${eventId} and w.is_waitlisted and w.id <= p.id) end as position,
        (select count(*)::int from event_participants c
          where c.event_id = ${eventId} and ${holdsPlaceSql('c')}) as held
      from (select 1) one
      left join event_participants p on p.event_id = ${eventId} and p.user_id = ${userId}`,
  );
  const row = rows[0];
  return {
    participation: row?.status
      ? {
          attendanceStatus: row.status,
          isWaitlisted: row.waitlisted === true,
          paceGroupId: row.pace_group_id === null ? null : Number(row.pace_group_id),
        }
      : null,
    waitlistPosition: row?.position === null || row?.position === undefined ? null : Number(row.position),
    held: Number(row?.held ?? 0),
  };
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
    .returning({ id: eventParticipants.id })
    .prepare('attendance_delete')
    .execute();
  return removed.length > 0;
}

export async function setParticipantStatus(
  db: Executor,
  id: number,
  status: AttendanceStatus,
): Promise<void> {
  await db
    .update(eventParticipants)
    .set({ attendanceStatus: status })
    .where(eq(eventParticipants.id, id))
    .prepare('attendance_status')
    .execute();
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
  await db
    .insert(eventParticipants)
    .values({ ...values, joinedAt: new Date(), confirmedAt: values.isWaitlisted ? null : new Date() })
    .prepare('attendance_insert')
    .execute();
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
