import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from './events.mapper.ts';
import { placeCondition } from './places.ts';

/*
 * Attendance (issue 29): who was at a run, recorded on the runner's participation; the run's check-in
 * code; and the roster its managers take attendance from.
 */

/** The run as attendance needs it; undefined when unknown or hidden by a moderator. */
export async function runForAttendance(db: Executor, eventId: number) {
  const [row] = await queryRows<{
    id: number;
    title: string;
    date: string;
    starts_at: Date | string;
    status: string;
    club_id: number | null;
    check_in_code: string | null;
  }>(
    db,
    sql`select id, title, date::text as date, starts_at, status, club_id, check_in_code from events
        where id = ${eventId} and hidden_at is null`,
  );
  return (
    row && {
      ...row,
      startsAt: new Date(row.starts_at),
      clubId: row.club_id === null ? null : Number(row.club_id),
    }
  );
}

/** The run's code, made from `fresh` the first time anyone asks. */
export async function checkInCodeOf(db: Executor, eventId: number, fresh: string): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`update events set check_in_code = coalesce(check_in_code, ${fresh}) where id = ${eventId}
        returning check_in_code as code`,
  );
  return row!.code;
}

/** The runner's participation when they hold a place on the run (places.ts). */
export async function heldPlace(db: Executor, eventId: number, userId: string) {
  const [row] = await queryRows<{ id: number; present: boolean | null }>(
    db,
    sql`select id, present from event_participants p
        where p.event_id = ${eventId} and p.user_id = ${userId} and ${sql.raw(placeCondition('p'))}`,
  );
  return row;
}

/**
 * Records whether the runner was there, and that the run's attendance has been taken: from then on who
 * ran it is who was marked present (places.ts, ranSql).
 */
export async function recordPresence(db: Executor, participantId: number, eventId: number, present: boolean) {
  await db.execute(
    sql`update event_participants set present = ${present}, present_at = now() where id = ${participantId}`,
  );
  await db.execute(
    sql`update events set attendance_taken_at = now() where id = ${eventId} and attendance_taken_at is null`,
  );
}

/**
 * Everyone holding a place on the run, with their group and mark, and each one's no-shows: runs of the
 * same host (the same club for a club run, else the same creator's own runs) whose attendance was taken
 * and whose window has closed, where they held a place and were not marked present.
 */
export function roster(db: Executor, eventId: number) {
  return queryRows<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    profile_image_url: string | null;
    pace_group_id: number | null;
    present: boolean | null;
    no_shows: number;
  }>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.profile_image_url, p.pace_group_id, p.present,
        (select count(*)::int from event_participants q join events o on o.id = q.event_id
         where q.user_id = p.user_id and o.id <> e.id and o.status <> 'cancelled'
           and o.attendance_taken_at is not null and o.starts_at < now() - interval '3 hours'
           and ${sql.raw(placeCondition('q'))} and q.present is not true
           and (case when e.club_id is not null then o.club_id = e.club_id
                     else o.club_id is null and o.creator_id = e.creator_id end)) as no_shows
      from event_participants p join events e on e.id = p.event_id join users u on u.id = p.user_id
      where p.event_id = ${eventId} and ${sql.raw(placeCondition('p'))} and u.hidden_at is null
      order by u.first_name, u.last_name, p.id
      limit 2000`,
  );
}
