import { sql, type SQL } from 'drizzle-orm';
import { managedBy } from './event-managers.ts';
import { HOLDS_PLACE } from './events.mapper.ts';
import { notBlockedByHost } from './social.repository.ts';

/**
 * The public event answers as JSON text built by PostgreSQL (issue 13, decision 0019): the near-me
 * search, the list and the event page are the busiest reads, and parsing their rows only to serialise
 * them again was most of what they cost the server. The card part comes ready on the row (migration
 * 0023_event_cards). These write exactly what toEventCard and toEventSummary (events.mapper.ts) write,
 * field for field; events-json.test.ts holds the two together.
 */

// An instant as JavaScript's toISOString writes it: UTC, milliseconds, Z.
const iso = (column: string) =>
  `to_char("events"."${column}" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `value as "key"` pairs of one select list. Columns are written out qualified: drizzle leaves a
 * single-table query's columns bare, and a bare "id" in a subquery would mean another table's id.
 */
const fields = (pairs: Record<string, string>) =>
  sql.raw(
    Object.entries(pairs)
      .map(([key, value]) => `${/^\w+$/.test(value) ? `"events"."${value}"` : value} as "${key}"`)
      .join(', '),
  );

/** The rest of the event page's event fields (eventSchema). */
const SUMMARY_FIELDS = fields({
  description: 'description',
  createdBy: 'created_by',
  creatorId: 'creator_id',
  // isCreatorDeleted (events.mapper.ts).
  creatorDeleted:
    '("events"."creator_id" is null and "events"."created_by" is null and not "events"."is_strava_import")',
  creatorComments: 'creator_comments',
  clubId: 'club_id',
  isStravaImport: 'is_strava_import',
  stravaClubName: 'strava_club_name',
  isRecurring: 'is_recurring',
  recurringType: 'recurring_type',
  recurringEndDate: 'recurring_end_date',
  recurringDaysOfWeek: 'recurring_days_of_week',
  parentEventId: 'parent_event_id',
  raceWebsite: 'race_website',
  difficulty: 'difficulty',
  terrain: 'terrain',
  privacy: 'privacy',
  meetingPoint: 'meeting_point',
  eventUrl: 'event_url',
  createdAt: iso('created_at'),
  updatedAt: iso('updated_at'),
});

/**
 * The event page (eventDetailSchema) for `user` (a uuid or null): the event, who holds a place (the first
 * 200), the caller's own status and queue position, reaction totals and the comment count.
 */
export const eventDetailJson = (user: SQL) => sql<string>`(select "events"."card_fields" || ',' ||
  substr(row_to_json(detail)::text, 2) from (select ${SUMMARY_FIELDS},
  (select coalesce(json_agg(x.runner order by x.pid), '[]'::json)
   from (select p.id as pid, json_build_object('id', u.id, 'firstName', u.first_name,
                  'lastName', u.last_name, 'profileImageUrl', u.profile_image_url) as runner
         from event_participants p join users u on u.id = p.user_id
         where p.event_id = "events"."id" and ${HOLDS_PLACE} and u.hidden_at is null
         order by p.id limit 200) x) as "participants",
  case when mine.is_waitlisted then 'waitlisted' else mine.attendance_status end as "userAttendanceStatus",
  case when mine.is_waitlisted then (select count(*)::int from event_participants q
    where q.event_id = mine.event_id and q.is_waitlisted and q.id <= mine.id) end as "waitlistPosition",
  (select coalesce(json_agg(json_build_object('emoji', r.emoji, 'count', r.n, 'reactedByMe', r.mine)
            order by r.n desc, r.first), '[]'::json)
   from (select emoji, count(*)::int as n, coalesce(bool_or(user_id = ${user}), false) as mine, min(id) as first
         from event_reactions where event_id = "events"."id" group by emoji) r) as "reactions",
  (select count(*)::int from event_comments c left join users cu on cu.id = c.user_id
   where c.event_id = "events"."id" and c.hidden_at is null and cu.hidden_at is null
     and ${notBlockedByHost(sql`c.user_id`, sql`c.event_id`)}) as "commentCount",
  ${managedBy(user)} as "canManage"
  from (select 1) one
  left join event_participants mine on mine.event_id = "events"."id" and mine.user_id = ${user}) detail)`;
