import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from './events.mapper.ts';

/**
 * Who manages an event (issue 25): a club run is the club's, so its current owner and admins manage it
 * (a creator who is no longer an admin has lost the right, and a new admin has it); any other run is
 * managed by the runner who created it. The one definition, as SQL over the `events` row, used by the
 * permission check and by the event page's `canManage`. `user` may be null (a visitor): false.
 */
export const managedBy = (user: SQL): SQL => sql`coalesce(case
  when "events"."club_id" is not null then exists (select 1 from runclub_members m
    where m.runclub_id = "events"."club_id" and m.user_id = ${user} and m.role in ('owner', 'admin'))
  else "events"."creator_id" = ${user} end, false)`;

/** Whether the runner manages the event (managedBy). */
export async function isEventManager(db: Executor, eventId: number, userId: string): Promise<boolean> {
  const rows = await queryRows<{ manages: boolean }>(
    db,
    sql`select ${managedBy(sql`${userId}::uuid`)} as manages from events where events.id = ${eventId}`,
  );
  return rows[0]?.manages === true;
}
