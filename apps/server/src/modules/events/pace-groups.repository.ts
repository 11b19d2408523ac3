import { PACE_GROUP_LIMITS, type PaceGroupInput } from '@stride/contracts';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { eventPaceGroups } from '../../db/schema/index.ts';
import { queryRows } from './events.mapper.ts';
import { holdsPlaceSql } from './places.ts';

/*
 * Pace groups (issue 29): an event's groups, the paces summary kept on the event row for its card and the
 * search, and the counts capacity and waitlists are checked against.
 */

export type StoredPaceGroup = typeof eventPaceGroups.$inferSelect;

/** The first occurrence of a new series and the rest of it. */
export async function seriesEventIds(db: Executor, firstId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from events where id = ${firstId} or parent_event_id = ${firstId} order by id`,
  );
  return rows.map((r) => Number(r.id));
}

/** The event's groups in the host's order. */
export function paceGroupsOf(db: Executor, eventId: number): Promise<StoredPaceGroup[]> {
  return db
    .select()
    .from(eventPaceGroups)
    .where(eq(eventPaceGroups.eventId, eventId))
    .orderBy(asc(eventPaceGroups.position), asc(eventPaceGroups.id));
}

/**
 * SQL: the event row has a group whose pace is within [lo, hi]. The paces (at most 8) are compared one by
 * one, written out rather than unnested: a subquery per candidate row cost the near-me search more than
 * the eight comparisons do, and these read only the array the search's index carries.
 */
export const paceWithinSql = (paces: SQL, lo: SQL, hi: SQL): SQL =>
  sql`(${paces} is not null and (${sql.join(
    Array.from(
      { length: PACE_GROUP_LIMITS.maxGroups },
      (_, i) => sql`${paces}[${sql.raw(String(i + 1))}] between ${lo} and ${hi}`,
    ),
    sql` or `,
  )}))`;

/** Writes the paces of each event's groups onto its row (null without groups): its card and search read them. */
export async function syncPaceSummary(db: Executor, eventIds: number[]): Promise<void> {
  if (!eventIds.length) return;
  await db.execute(sql`update events e set pace_group_paces = (
      select array_agg(g.pace_sec_per_km order by g.pace_sec_per_km) from event_pace_groups g where g.event_id = e.id)
    where e.id in (${sql.join(
      eventIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

const rowOf = (eventId: number, g: PaceGroupInput, position: number) => ({
  eventId,
  position,
  paceSecPerKm: g.paceSecPerKm,
  label: g.label ?? null,
  leader: g.leader ?? null,
  capacity: g.capacity ?? null,
});

/** Gives every one of these events (a new series) the same groups. */
export async function insertPaceGroups(
  db: Executor,
  eventIds: number[],
  groups: readonly PaceGroupInput[],
): Promise<void> {
  if (!groups.length || !eventIds.length) return;
  const rows = eventIds.flatMap((eventId) => groups.map((g, i) => rowOf(eventId, g, i)));
  for (let i = 0; i < rows.length; i += 500) await db.insert(eventPaceGroups).values(rows.slice(i, i + 500));
  await syncPaceSummary(db, eventIds);
}

/**
 * Sets one event's groups to `groups`: each item's `keep` names the existing group it updates (its
 * runners stay in it), others are added, and groups not kept are deleted (their runners keep their
 * places, in no group).
 */
export async function replacePaceGroups(
  db: Executor,
  eventId: number,
  groups: readonly (PaceGroupInput & { keep: number | null })[],
): Promise<void> {
  const kept = groups.flatMap((g) => (g.keep === null ? [] : [g.keep]));
  await db
    .delete(eventPaceGroups)
    .where(
      and(
        eq(eventPaceGroups.eventId, eventId),
        kept.length ? notInArray(eventPaceGroups.id, kept) : undefined,
      ),
    );
  for (const [position, g] of groups.entries()) {
    const row = rowOf(eventId, g, position);
    if (g.keep === null) await db.insert(eventPaceGroups).values(row);
    else
      await db
        .update(eventPaceGroups)
        .set(row)
        .where(and(eq(eventPaceGroups.id, g.keep), eq(eventPaceGroups.eventId, eventId)));
  }
  await syncPaceSummary(db, [eventId]);
}

/** Places held in each of the event's groups (places.ts), by group id. */
export async function heldByGroup(db: Executor, eventId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ group_id: number; held: number }>(
    db,
    sql`select pace_group_id as group_id, count(*)::int as held from event_participants p
        where p.event_id = ${eventId} and p.pace_group_id is not null and ${holdsPlaceSql('p')}
        group by pace_group_id`,
  );
  return new Map(rows.map((r) => [Number(r.group_id), Number(r.held)]));
}

/** The event's waitlist in queue order (the order of joining), with each runner's group. */
export function waitlistOf(db: Executor, eventId: number) {
  return queryRows<{ id: number; user_id: string; pace_group_id: number | null }>(
    db,
    sql`select id, user_id, pace_group_id from event_participants
        where event_id = ${eventId} and is_waitlisted order by id limit 1000`,
  );
}

/** Gives these waiting runners their places; answers who they are. */
export async function promoteParticipants(db: Executor, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`update event_participants set is_waitlisted = false, confirmed_at = now()
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) returning user_id`,
  );
  return rows.map((r) => r.user_id);
}

/** Moves the runner's participation to another group (or none). */
export async function setParticipantGroup(db: Executor, participantId: number, groupId: number | null) {
  await db.execute(sql`update event_participants set pace_group_id = ${groupId} where id = ${participantId}`);
}

/** The groups of several events, in each event's order (the series' other occurrences). */
export function paceGroupsOfEvents(db: Executor, eventIds: number[]): Promise<StoredPaceGroup[]> {
  if (!eventIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(eventPaceGroups)
    .where(inArray(eventPaceGroups.eventId, eventIds))
    .orderBy(asc(eventPaceGroups.eventId), asc(eventPaceGroups.position), asc(eventPaceGroups.id));
}
