import { and, asc, eq, getTableColumns, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  DISTANCE_FILTER_MATCHES,
  DISTANCE_KM,
  TIME_OF_DAY_HOURS,
  LIMITS,
  type ListEventsQuery,
  type RunnerStats,
  type SearchEventsQuery,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { param, preparedOnce } from '../../db/prepared.ts';
import { eventParticipants, events } from '../../db/schema/index.ts';
import { validationError } from '../../lib/errors.ts';
import {
  cardColumns,
  eventColumns,
  HOLDS_PLACE,
  queryRows,
  type EventCardRow,
  type EventRow,
} from './events.mapper.ts';

// The earth radius earthdistance's earth() uses, in metres.
const EARTH_RADIUS_M = 6378168;

// Literal (not a bind parameter) so the planner can match the partial indexes' predicate. Events a
// moderator hid are gone from every public answer (issue 12).
const LIVE = sql`${events.status} <> 'cancelled' and ${events.hiddenAt} is null`;
const VISIBLE = isNull(events.hiddenAt);
const UPCOMING = sql`${events.startsAt} >= now()`;

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

function encodeCursor(row: EventCardRow): string {
  return Buffer.from(JSON.stringify([new Date(row.startsAt).toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, number] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isInteger(id))
      return [at, id as number];
  } catch {
    // fall through
  }
  throw validationError('Invalid cursor', { cursor: ['Invalid cursor'] });
}

/**
 * Upcoming, non-cancelled events by start time; every filter is a SQL condition. The page is chosen from
 * a covering index (start, id, and the filtered columns), so filters that skip many events never read
 * their rows; only the page's rows are read from the table. One prepared statement per combination of
 * filters present (planned once per connection, issue 13).
 */
export async function listEvents(
  db: Db,
  q: ListEventsQuery,
): Promise<{ rows: EventCardRow[]; nextCursor: string | null }> {
  const values: Record<string, unknown> = {};
  // date and time are the event's local wall clock, so "morning" means 6–12 where the event is held.
  if (q.date) {
    // The local date is what matters; the start-time bounds (a day either side covers every zone) only
    // let the index jump to that date instead of walking every event before it.
    const day = Date.parse(`${q.date}T00:00:00Z`);
    Object.assign(values, {
      date: q.date,
      from: new Date(day - 86_400_000).toISOString(),
      to: new Date(day + 2 * 86_400_000).toISOString(),
    });
  }
  if (q.timeFilter) {
    const [from, to] = TIME_OF_DAY_HOURS[q.timeFilter];
    Object.assign(values, { timeFrom: hh(from), timeTo: hh(to) });
  }
  if (q.distanceFilter) values.distances = [...DISTANCE_FILTER_MATCHES[q.distanceFilter]];
  if (q.distance) values.distance = [q.distance];
  if (q.eventTypeFilter) values.eventType = q.eventTypeFilter;
  if (q.cursor) [values.cursorAt, values.cursorId] = decodeCursor(q.cursor);
  const filters = LIST_FILTERS.filter((f) => values[f.key] !== undefined);
  const name = `events_list_${filters.map((f) => f.key).join('_') || 'all'}_${q.limit + 1}`;
  const query = preparedOnce(db, name, () => prepareList(db, name, filters, q.limit + 1));
  const rows = await query.execute(values);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null };
}

/** Each list filter: the value it needs and its condition, on columns the covering index carries. */
const LIST_FILTERS = [
  {
    key: 'date',
    where: sql`${events.date} = ${param('date')}::date and ${events.startsAt} >= ${param('from')}::timestamptz and ${events.startsAt} < ${param('to')}::timestamptz`,
  },
  {
    key: 'timeFrom',
    where: sql`${events.time} >= ${param('timeFrom')}::time and ${events.time} < ${param('timeTo')}::time`,
  },
  { key: 'distances', where: sql`${events.distances} && ${param('distances')}::text[]` },
  { key: 'distance', where: sql`${events.distances} && ${param('distance')}::text[]` },
  { key: 'eventType', where: sql`${events.eventType} = ${param('eventType')}` },
  {
    key: 'cursorAt',
    where: sql`(${events.startsAt}, ${events.id}) > (${param('cursorAt')}::timestamptz, ${param('cursorId')}::int)`,
  },
] as const;

function prepareList(db: Db, name: string, filters: readonly (typeof LIST_FILTERS)[number][], limit: number) {
  const where = and(LIVE, UPCOMING, ...filters.map((f) => f.where));
  return db
    .select(cardColumns)
    .from(
      sql`(select ${events.id} as id, ${events.startsAt} as at from events where ${where}
           order by ${events.startsAt}, ${events.id} limit ${sql.raw(String(limit))}) page`,
    )
    .innerJoin(events, sql`${events.id} = page.id`)
    .orderBy(sql.raw('page.at, page.id'))
    .prepare(name);
}

/**
 * Radius search. The GiST index on (earth point, start) covers the id, so everything is read from the
 * index: earth_box is the indexed pre-filter, the chord the exact circle. The page comes straight from
 * the index in order (a nearest-neighbour scan by start time or by distance), so its cost does not grow
 * with the number of matches; rows tied with the page's last one are added so the order stays exact
 * (start, distance, id). The total is counted up to LIMITS.nearbyTotalCap ('500+'). One prepared
 * statement per sort order, planned once per connection (issue 13, decision 0019).
 */
export async function searchEvents(
  db: Db,
  q: SearchEventsQuery,
): Promise<{ rows: (EventCardRow & { distance: number })[]; total: number; totalCapped: boolean }> {
  const metres = q.radiusKm * 1000;
  // Straight-line (chord) distances between earth points are what cube_distance gives, with no per-row
  // SQL function calls; the radius is turned into the equivalent chord once, here.
  const chord = 2 * EARTH_RADIUS_M * Math.sin(metres / (2 * EARTH_RADIUS_M));
  const name = `events_search_${q.sort}_${q.limit}`;
  const query = preparedOnce(db, name, () => prepareSearch(db, name, q.sort, q.limit));
  const rows = await query.execute({ centre: earthPoint(q.lat, q.lng), metres, chord, hours: q.hours });
  const counted = Number(rows[0]?.total ?? 0);
  return {
    rows: rows.map((r) => ({ ...r, distance: Math.round(Number(r.distance) * 100) / 100 })),
    total: Math.min(counted, LIMITS.nearbyTotalCap),
    totalCapped: counted > LIMITS.nearbyTotalCap,
  };
}

/**
 * earthdistance's ll_to_earth(lat, lng), computed here and sent as one cube: a prepared statement's
 * generic plan would otherwise evaluate the trigonometry again for every row it compares.
 */
function earthPoint(lat: number, lng: number): string {
  const phi = (lat * Math.PI) / 180;
  const lambda = (lng * Math.PI) / 180;
  const r = EARTH_RADIUS_M;
  return `(${r * Math.cos(phi) * Math.cos(lambda)}, ${r * Math.cos(phi) * Math.sin(lambda)}, ${r * Math.sin(phi)})`;
}

function prepareSearch(db: Db, name: string, sort: 'time' | 'distance', limit: number) {
  const centre = sql`${param('centre')}::cube`;
  const chordToPoint = sql`cube_distance(${events.earthPoint}, ${centre})`;
  const matches = sql`${LIVE} and ${UPCOMING}
    and ${events.startsAt} < now() + make_interval(hours => ${param('hours')}::int)
    and earth_box(${centre}, ${param('metres')}::float8) @> ${events.earthPoint}
    and ${chordToPoint} <= ${param('chord')}::float8`;
  const byTime = sort === 'time';
  // The index's own order (nearest first): by start time, or by straight-line distance from the centre.
  const nearest = byTime ? sql`${events.startsAt} <-> now()` : sql`${events.earthPoint} <-> ${centre}`;
  // Matches tied with the page's last row on that order, which the index returns in no particular order.
  const tied = byTime
    ? sql`${events.startsAt} = (select max(at) from nearest)`
    : sql`${events.earthPoint} <@ (select point from nearest order by chord desc limit 1)`;
  const order = byTime ? sql`at, chord, id` : sql`chord, at, id`;
  return db
    .select({
      ...cardColumns,
      distance: sql<number>`2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, hits.chord / ${2 * EARTH_RADIUS_M}::float8)) / 1000`,
      total: sql<number>`(select count(*) from (select 1 from events where ${matches} limit ${sql.raw(String(LIMITS.nearbyTotalCap + 1))}) counted)`,
    })
    .from(
      sql`(with nearest as (
             select id, ${events.startsAt} as at, ${events.earthPoint} as point, ${chordToPoint} as chord
             from events where ${matches} order by ${nearest} limit ${sql.raw(String(limit))}),
           candidates as (
             select id, at, chord from nearest
             union
             select id, ${events.startsAt}, ${chordToPoint} from events where ${matches} and ${tied})
           select id, at, chord from candidates order by ${order} limit ${sql.raw(String(limit))}) hits`,
    )
    .innerJoin(events, sql`${events.id} = hits.id`)
    .orderBy(sql.raw(byTime ? 'hits.at, hits.chord, hits.id' : 'hits.chord, hits.at, hits.id'))
    .prepare(name);
}

export async function findEvent(db: Executor, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), VISIBLE));
  return row;
}

/** Events the runner created or signed up for (a place or the waitlist), oldest first. */
export async function userEvents(db: Executor, userId: string, when: 'all' | 'upcoming' | 'past') {
  const mine = sql`(select p.attendance_status || case when p.is_waitlisted then ':w' else '' end
    from event_participants p where p.event_id = "events"."id" and p.user_id = ${userId})`;
  const timeCond =
    when === 'upcoming' ? UPCOMING : when === 'past' ? sql`${events.startsAt} < now()` : undefined;
  return db
    .select({ ...eventColumns, mine: sql<string | null>`${mine}` })
    .from(events)
    .where(
      and(
        or(
          eq(events.creatorId, userId),
          sql`exists (select 1 from event_participants p where p.event_id = "events"."id" and p.user_id = ${userId}
            and p.attendance_status <> 'not_attending')`,
        ),
        VISIBLE,
        timeCond,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(1000);
}

export async function participation(db: Executor, eventId: number, userId: string) {
  const [row] = await db
    .select()
    .from(eventParticipants)
    .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
  return row;
}

/** 1-based place in the queue: waitlisted runners are promoted in the order they joined. */
export async function waitlistPosition(
  db: Executor,
  eventId: number,
  participantId: number,
): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`
    select count(*)::int as n from event_participants
    where event_id = ${eventId} and is_waitlisted and id <= ${participantId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

const KM_TABLE = sql.join(
  Object.entries(DISTANCE_KM).map(([name, km]) => sql`(${name}::text, ${km}::float8)`),
  sql`, `,
);

/**
 * The runner's stats, from attendance only (not the spec's placeholder eventsJoined/3 rule):
 * - eventsJoined: past (already started), non-cancelled events where the runner held a place with
 *   attendanceStatus 'attending' (interested/maybe/not_attending and the waitlist do not count);
 * - totalKm: for each of those events, its shortest stated distance in km (DISTANCE_KM; an event
 *   whose options name no distance, e.g. only 'Fun Run', adds 0), summed, to 1 decimal;
 * - thisMonth: those events whose local date falls in the current month at the event's location.
 */
export async function runnerStats(db: Executor, userId: string): Promise<RunnerStats> {
  const rows = await queryRows<{ joined: number; km: number | null; month: number }>(
    db,
    sql`
    with attended as (
      select e.date, e.timezone,
        (select min(k.km) from unnest(e.distances) d(name) join (values ${KM_TABLE}) k(name, km) on k.name = d.name) as km
      from event_participants p join events e on e.id = p.event_id
      where p.user_id = ${userId} and not p.is_waitlisted and p.attendance_status = 'attending'
        and e.status <> 'cancelled' and e.starts_at < now()
    )
    select count(*)::int as joined, coalesce(sum(km), 0)::float8 as km,
      (count(*) filter (where date_trunc('month', date) = date_trunc('month', (now() at time zone timezone)::date)))::int as month
    from attended`,
  );
  const row = rows[0];
  return {
    eventsJoined: Number(row?.joined ?? 0),
    totalKm: Math.round(Number(row?.km ?? 0) * 10) / 10,
    thisMonth: Number(row?.month ?? 0),
  };
}

interface DetailExtras {
  participants: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  }[];
  mine: { attendanceStatus: string; isWaitlisted: boolean; waitlistPosition: number | null } | null;
  reactions: { emoji: string; count: number; mine: boolean }[];
  commentCount: number;
}

/**
 * Everything the event page shows, in one round trip: the event, who holds a place (first 200), the
 * caller's own place and queue position, reaction totals and the comment count.
 */
export async function findEventDetail(
  db: Db,
  id: number,
  userId: string | undefined,
): Promise<(EventRow & DetailExtras) | undefined> {
  let query = detailQueries.get(db);
  if (!query) detailQueries.set(db, (query = prepareDetail(db)));
  const [row] = await query.execute({ id, userId: userId ?? null });
  return row;
}

// Prepared once per database: the statement is planned once per connection instead of on every view
// (planning this query took three times as long as running it).
const detailQueries = new WeakMap<Db, ReturnType<typeof prepareDetail>>();

function prepareDetail(db: Db) {
  const user = sql`${sql.placeholder('userId')}::uuid`;
  return db
    .select({
      ...eventColumns,
      participants: sql<DetailExtras['participants']>`(
        select coalesce(json_agg(json_build_object('id', x.id, 'firstName', x.first_name,
                 'lastName', x.last_name, 'profileImageUrl', x.profile_image_url) order by x.pid), '[]'::json)
        from (select p.id as pid, u.id, u.first_name, u.last_name, u.profile_image_url
              from event_participants p join users u on u.id = p.user_id
              where p.event_id = "events"."id" and ${HOLDS_PLACE} and u.hidden_at is null
              order by p.id limit 200) x)`,
      mine: sql<DetailExtras['mine']>`(
        select json_build_object('attendanceStatus', p.attendance_status, 'isWaitlisted', p.is_waitlisted,
                 'waitlistPosition', case when p.is_waitlisted then (select count(*)::int from event_participants q
                   where q.event_id = p.event_id and q.is_waitlisted and q.id <= p.id) end)
        from event_participants p where p.event_id = "events"."id" and p.user_id = ${user})`,
      reactions: sql<DetailExtras['reactions']>`(
        select coalesce(json_agg(json_build_object('emoji', r.emoji, 'count', r.n, 'mine', r.mine)
                 order by r.n desc, r.first), '[]'::json)
        from (select emoji, count(*)::int as n, coalesce(bool_or(user_id = ${user}), false) as mine, min(id) as first
              from event_reactions where event_id = "events"."id" group by emoji) r)`,
      commentCount: sql<number>`(select count(*)::int from event_comments c left join users cu on cu.id = c.user_id
        where c.event_id = "events"."id" and c.hidden_at is null and cu.hidden_at is null)`,
    })
    .from(events)
    .where(and(eq(events.id, sql.placeholder('id')), VISIBLE))
    .prepare('event_detail');
}

export type NewEvent = typeof events.$inferInsert;
export type EventTableRow = Omit<typeof events.$inferSelect, 'earthPoint'>;

const { earthPoint: _point, ...rowColumns } = getTableColumns(events);

/**
 * Inserts the first occurrence, then the rest of its series pointing at it; answers the first id.
 * The host is going to their own run: they hold a place ('attending') on every occurrence.
 */
export async function insertEventSeries(db: Executor, first: NewEvent, rest: NewEvent[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [parent] = await tx.insert(events).values(first).returning({ id: events.id });
    const children = rest.map((e) => ({ ...e, parentEventId: parent!.id }));
    for (let i = 0; i < children.length; i += 200) await tx.insert(events).values(children.slice(i, i + 200));
    await tx.execute(sql`
      insert into event_participants (event_id, user_id, attendance_status, confirmed_at)
      select id, creator_id, 'attending', now() from events
      where (id = ${parent!.id} or parent_event_id = ${parent!.id}) and creator_id is not null`);
    return parent!.id;
  });
}

export async function findEventRow(db: Executor, id: number): Promise<EventTableRow | undefined> {
  const [row] = await db.select(rowColumns).from(events).where(eq(events.id, id));
  return row;
}

/** Locks the event (scope single) or every upcoming, live occurrence of its series (and itself). */
export function lockEventTargets(db: Executor, event: EventTableRow, scope: 'single' | 'series') {
  if (scope === 'single')
    return db.select(rowColumns).from(events).where(eq(events.id, event.id)).for('update');
  const seriesId = event.parentEventId ?? event.id;
  return db
    .select(rowColumns)
    .from(events)
    .where(
      and(
        or(eq(events.id, seriesId), eq(events.parentEventId, seriesId), eq(events.id, event.id)),
        sql`${events.status} <> 'cancelled'`,
        or(sql`${events.startsAt} >= now()`, eq(events.id, event.id)),
      ),
    )
    .orderBy(events.startsAt)
    .for('update');
}

export async function updateEventRow(db: Executor, id: number, values: Partial<NewEvent>): Promise<void> {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id));
}

export async function cancelEventRows(db: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.update(events).set({ status: 'cancelled', updatedAt: new Date() }).where(inArray(events.id, ids));
}

/** Everyone signed up for these events (a place or the waitlist) who has not said not_attending. */
export function signedUpRunners(db: Executor, eventIds: number[]) {
  return db
    .select({ userId: eventParticipants.userId, eventId: eventParticipants.eventId })
    .from(eventParticipants)
    .where(
      and(
        inArray(eventParticipants.eventId, eventIds),
        sql`${eventParticipants.attendanceStatus} <> 'not_attending'`,
      ),
    );
}

/** What a shared event link's preview shows (modules/events/og.ts). */
export async function findEventPreview(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      date: events.date,
      time: events.time,
      location: events.location,
    })
    .from(events)
    .where(and(eq(events.id, id), VISIBLE));
  return row;
}

/** The runner's events that have not started yet and are still on. */
export function upcomingEventsCreatedBy(db: Executor, userId: string) {
  return db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(
      and(eq(events.creatorId, userId), gt(events.startsAt, new Date()), ne(events.status, 'cancelled')),
    );
}
