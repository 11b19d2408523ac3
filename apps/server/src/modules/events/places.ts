import { sql, type SQL } from 'drizzle-orm';
import type { DerivedSql } from '../../db/derived-sql.ts';

/**
 * Who holds a place at a run: a participant not on the waitlist who has not answered not_attending
 * (interested, attending and maybe all count against maxParticipants). The one definition of the rule,
 * in its three forms: for rows in TypeScript, as SQL over a participant row, and the trigger that keeps
 * each event's participant and waitlist counts (issue 13: counting on every read was most of what a
 * near-me search cost).
 */
export const RELEASES_PLACE = 'not_attending';

export function holdsPlace(p: { isWaitlisted: boolean; attendanceStatus: string }): boolean {
  return !p.isWaitlisted && p.attendanceStatus !== RELEASES_PLACE;
}

/** The rule as SQL text over the participant row `row` (an alias), for derived SQL and JSON fields. */
export const placeCondition = (row: string) =>
  `(NOT ${row}.is_waitlisted AND ${row}.attendance_status <> '${RELEASES_PLACE}')`;

/**
 * SQL: the participant row `p` ran the run `e` (aliases), as training partners and the heat map count it
 * (issue 29). Where attendance was taken (`e.attendance_taken_at`), the runners marked present, whether
 * they checked in or the host marked them; elsewhere, as before attendance existed, those who held a
 * place saying they were attending.
 */
export const ranSql = (p: string, e: string): SQL =>
  sql.raw(`(case when ${e}.attendance_taken_at is not null then coalesce(${p}.present, false)
    else (${p}.attendance_status = 'attending' and not ${p}.is_waitlisted) end)`);

/** SQL: the participant row `row` (an alias) holds a place. */
export const holdsPlaceSql = (row = 'p'): SQL => sql.raw(placeCondition(row));

/**
 * The counts on events, by the database itself whichever code path changes a participant (joins,
 * promotions, cascades from a deleted account or event). Adding and subtracting rather than recounting
 * stays right when two runners join at once: each UPDATE adds to the row's latest version.
 */
export const participantCountsSql: DerivedSql = {
  name: 'participant-counts',
  statements: [
    `CREATE OR REPLACE FUNCTION stride_count_participants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_place int := 0; old_wait int := 0; new_place int := 0; new_wait int := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_place := ${placeCondition('OLD')}::int;
    old_wait := OLD.is_waitlisted::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_place := ${placeCondition('NEW')}::int;
    new_wait := NEW.is_waitlisted::int;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.event_id = NEW.event_id THEN
    new_place := new_place - old_place; new_wait := new_wait - old_wait;
    old_place := 0; old_wait := 0;
  END IF;
  IF old_place <> 0 OR old_wait <> 0 THEN
    UPDATE events SET participant_count = participant_count - old_place, waitlist_count = waitlist_count - old_wait
    WHERE id = OLD.event_id;
  END IF;
  IF new_place <> 0 OR new_wait <> 0 THEN
    UPDATE events SET participant_count = participant_count + new_place, waitlist_count = waitlist_count + new_wait
    WHERE id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$`,
  ],
  // Counts as the rule says now, for events whose stored counts disagree.
  rebuild: `UPDATE events e SET participant_count = c.places, waitlist_count = c.waiting
FROM (
  SELECT ev.id,
    count(p.id) FILTER (WHERE ${placeCondition('p')})::int AS places,
    count(p.id) FILTER (WHERE p.is_waitlisted)::int AS waiting
  FROM events ev LEFT JOIN event_participants p ON p.event_id = ev.id GROUP BY ev.id
) c
WHERE e.id = c.id AND (e.participant_count, e.waitlist_count) IS DISTINCT FROM (c.places, c.waiting)`,
};
