import type { EventCard, EventSummary } from '@stride/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { closedJson } from '../../db/json-text.ts';
import { isoSql } from './event-card.ts';
import { managedBy } from './event-managers.ts';
import { holdsPlaceSql, placeCondition } from './places.ts';
import { notBlockedByHost } from './social.repository.ts';

/**
 * The event answers as JSON text built by PostgreSQL (issue 13, decision 0019): the near-me search, the
 * list and the event page are the busiest reads, and parsing rows only to serialise them again was most
 * of what they cost the server. The card part comes stored on the row (event-card.ts, its one
 * definition); the rest of an event's fields are defined here, once, typed by the contract.
 */

/**
 * The event's fields beyond its card (contracts' eventSchema): SQL over the row "events" (spelled out:
 * drizzle leaves a single-table query's columns bare, and a bare "id" in a subquery would mean another
 * table's id). TypeScript holds them to the contract.
 */
const SUMMARY_FIELDS = {
  description: '"events"."description"',
  createdBy: '"events"."created_by"',
  creatorId: '"events"."creator_id"',
  // The host deleted their account (issue 25): deletion empties both; Strava imports never had a creator.
  creatorDeleted:
    '("events"."creator_id" is null and "events"."created_by" is null and not "events"."is_strava_import")',
  creatorComments: '"events"."creator_comments"',
  clubId: '"events"."club_id"',
  isStravaImport: '"events"."is_strava_import"',
  stravaClubName: '"events"."strava_club_name"',
  isRecurring: '"events"."is_recurring"',
  recurringType: '"events"."recurring_type"',
  recurringEndDate: '"events"."recurring_end_date"',
  recurringDaysOfWeek: '"events"."recurring_days_of_week"',
  parentEventId: '"events"."parent_event_id"',
  raceWebsite: '"events"."race_website"',
  difficulty: '"events"."difficulty"',
  terrain: '"events"."terrain"',
  privacy: '"events"."privacy"',
  meetingPoint: '"events"."meeting_point"',
  eventUrl: '"events"."event_url"',
  createdAt: isoSql('"events"."created_at"'),
  updatedAt: isoSql('"events"."updated_at"'),
  // Its pace groups in the host's order, each with the places held and waiting in it (issue 29).
  paceGroups: `(select coalesce(json_agg(json_build_object('id', g.id, 'paceSecPerKm', g.pace_sec_per_km,
      'label', g.label, 'leader', g.leader, 'capacity', g.capacity,
      'participantCount', c.held, 'waitlistCount', c.waiting) order by g.position, g.id), '[]'::json)
    from event_pace_groups g cross join lateral (
      select (count(*) filter (where ${placeCondition('p')}))::int as held,
             (count(*) filter (where p.is_waitlisted))::int as waiting
      from event_participants p where p.pace_group_id = g.id) c
    where g.event_id = "events"."id")`,
} satisfies Record<Exclude<keyof EventSummary, keyof EventCard>, string>;

const SUMMARY_SELECT = sql.raw(
  Object.entries(SUMMARY_FIELDS)
    .map(([key, value]) => `${value} as "${key}"`)
    .join(', '),
);

/**
 * The whole event (eventSchema) as JSON, with `extra` fields (a select list of `value as "key"`): the
 * stored card's fields, then the rest. For the event answers that are not the busiest reads (a created
 * or edited event, my events): their rows are few.
 */
export const eventSummaryJson = (extra?: SQL) => sql<string>`(select "events"."card_fields" || ',' ||
  substr(row_to_json(summary)::text, 2) from (select ${SUMMARY_SELECT}${extra ? sql`, ${extra}` : sql``}) summary)`;

/** The card alone, closed (eventCardSchema). */
export const eventCardJson = closedJson(sql`"events"."card_fields"`);

/**
 * The event page (eventDetailSchema) for `user` (a uuid or null): the event, who holds a place (the first
 * 200, with their pace group and whether they checked in), the caller's own status, group and queue
 * position, reaction totals and the comment count. `pace` (seconds per km, or null) is the caller's easy
 * pace from `paceSource`: the page suggests the group nearest it, the slower one on a tie (a newcomer
 * left behind is what pace groups are for).
 */
export const eventDetailJson = (
  user: SQL,
  pace: SQL,
  paceSource: SQL,
) => sql<string>`(select "events"."card_fields" || ',' ||
  substr(row_to_json(detail)::text, 2) from (select ${SUMMARY_SELECT},
  (select coalesce(json_agg(x.runner order by x.pid), '[]'::json)
   from (select p.id as pid, json_build_object('id', u.id, 'firstName', u.first_name,
                  'lastName', u.last_name, 'profileImageUrl', u.profile_image_url,
                  'paceGroupId', p.pace_group_id, 'checkedIn', coalesce(p.present, false)) as runner
         from event_participants p join users u on u.id = p.user_id
         where p.event_id = "events"."id" and ${holdsPlaceSql('p')} and u.hidden_at is null
         order by p.id limit 200) x) as "participants",
  case when mine.is_waitlisted then 'waitlisted' else mine.attendance_status end as "userAttendanceStatus",
  case when mine.is_waitlisted then (select count(*)::int from event_participants q
    where q.event_id = mine.event_id and q.is_waitlisted and q.id <= mine.id) end as "waitlistPosition",
  mine.pace_group_id as "userPaceGroupId",
  mine.present as "userPresent",
  case when ${pace} is not null then json_build_object('secPerKm', ${pace}, 'source', ${paceSource}) end as "runnerPace",
  (select g.id from event_pace_groups g where g.event_id = "events"."id" and ${pace} is not null
   order by abs(g.pace_sec_per_km - ${pace}), g.pace_sec_per_km desc, g.position limit 1) as "suggestedPaceGroupId",
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
