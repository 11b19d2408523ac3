import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ranSql } from '../events/index.ts';

export interface PartnerRow extends Record<string, unknown> {
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  is_buddy: boolean;
  runs: number;
  last_run: string | null;
}

const holdsPlace = (alias: string) =>
  sql.raw(`${alias}.attendance_status = 'attending' and not ${alias}.is_waitlisted`);

/**
 * Accepted buddies and runners who ran the same past runs as `userId` (how often, when last): where
 * attendance was taken, both were marked present; elsewhere both held a place (ranSql, issue 29).
 * Without anyone either of them blocked; most runs together first.
 */
export async function listPartners(db: Executor, userId: string, now: Date): Promise<PartnerRow[]> {
  const result = await db.execute<PartnerRow>(sql`
    with together as (
      select other.user_id, count(*)::int as runs, max(e.date)::text as last_run
      from event_participants mine
      join event_participants other on other.event_id = mine.event_id and other.user_id <> mine.user_id
      join events e on e.id = mine.event_id
      where mine.user_id = ${userId} and ${ranSql('mine', 'e')} and ${ranSql('other', 'e')}
        and e.status <> 'cancelled' and e.starts_at < ${now.toISOString()}::timestamptz
      group by other.user_id
    ), buddies as (
      select case when requester_id = ${userId} then recipient_id else requester_id end as user_id
      from buddy_matches
      where status = 'accepted' and (requester_id = ${userId} or recipient_id = ${userId})
    )
    select u.id, u.first_name, u.last_name, u.profile_image_url,
      (b.user_id is not null) as is_buddy, coalesce(t.runs, 0) as runs, t.last_run
    from (select user_id from together union select user_id from buddies) p
    join users u on u.id = p.user_id
    left join together t on t.user_id = p.user_id
    left join buddies b on b.user_id = p.user_id
    where not exists (select 1 from user_blocks x
      where (x.blocker_id = ${userId} and x.blocked_id = u.id) or (x.blocker_id = u.id and x.blocked_id = ${userId}))
    order by coalesce(t.runs, 0) desc, t.last_run desc nulls last, u.first_name
    limit 200`);
  return result.rows;
}

/** The runner's upcoming live runs they hold a place at (what they can invite to). */
export async function upcomingRuns(db: Executor, userId: string, now: Date) {
  const result = await db.execute<{ id: number; title: string; date: string }>(sql`
    select e.id, e.title, e.date::text
    from event_participants p join events e on e.id = p.event_id
    where p.user_id = ${userId} and ${holdsPlace('p')} and e.status <> 'cancelled'
      and e.starts_at > ${now.toISOString()}::timestamptz
    order by e.starts_at
    limit 50`);
  return result.rows;
}
