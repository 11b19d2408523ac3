import {
  and,
  arrayOverlaps,
  asc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  DISTANCE_FILTER_MATCHES,
  DISTANCE_KM,
  TIME_OF_DAY_HOURS,
  type ListEventsQuery,
  type RunnerStats,
  type SearchEventsQuery,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
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

/** Upcoming, non-cancelled events by start time; every filter is a SQL condition. */
export async function listEvents(
  db: Db,
  q: ListEventsQuery,
): Promise<{ rows: EventCardRow[]; nextCursor: string | null }> {
  const where: (SQL | undefined)[] = [LIVE, UPCOMING];
  // date and time are the event's local wall clock, so "morning" means 6–12 where the event is held.
  if (q.date) {
    // The local date is what matters; the start-time bounds (a day either side covers every zone) only
    // let the upcoming index jump to that date instead of walking every event before it.
    const day = Date.parse(`${q.date}T00:00:00Z`);
    where.push(
      eq(events.date, q.date),
      gte(events.startsAt, new Date(day - 86_400_000)),
      lt(events.startsAt, new Date(day + 2 * 86_400_000)),
    );
  }
  if (q.timeFilter) {
    const [from, to] = TIME_OF_DAY_HOURS[q.timeFilter];
    where.push(gte(events.time, hh(from)), lt(events.time, hh(to)));
  }
  if (q.distanceFilter)
    where.push(arrayOverlaps(events.distances, [...DISTANCE_FILTER_MATCHES[q.distanceFilter]]));
  if (q.eventTypeFilter) where.push(eq(events.eventType, q.eventTypeFilter));
  if (q.distance) where.push(arrayOverlaps(events.distances, [q.distance]));
  if (q.cursor) {
    const [at, id] = decodeCursor(q.cursor);
    where.push(sql`(${events.startsAt}, ${events.id}) > (${at}::timestamptz, ${id}::int)`);
  }
  const rows = await db
    .select(cardColumns)
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null };
}

/**
 * Radius search: earth_box is the indexed pre-filter (GiST on the stored earth point + starts_at), the chord
 * the exact circle. Only events starting within the next `hours` are read; the total comes from a
 * window count over the same matches, so the whole table is never loaded.
 */
export async function searchEvents(
  db: Db,
  q: SearchEventsQuery,
): Promise<{ rows: (EventCardRow & { distance: number })[]; total: number }> {
  const centre = sql`ll_to_earth(${q.lat}::float8, ${q.lng}::float8)`;
  const metres = q.radiusKm * 1000;
  // Straight-line (chord) distances between earth points are what cube_distance gives, with no per-row
  // SQL function calls; the radius is turned into the equivalent chord once, here.
  const chord = 2 * EARTH_RADIUS_M * Math.sin(metres / (2 * EARTH_RADIUS_M));
  const chordToPoint = sql`cube_distance(${events.earthPoint}, ${centre})`;
  const distanceExpr = sql<number>`2 * ${EARTH_RADIUS_M}::float8 * asin(least(1, ${chordToPoint} / ${2 * EARTH_RADIUS_M}::float8)) / 1000`;
  const order = (
    d: SQL | typeof events.startsAt,
    at: SQL | typeof events.startsAt,
    id: SQL | typeof events.id,
  ) => (q.sort === 'distance' ? [asc(d), asc(at), asc(id)] : [asc(at), asc(d), asc(id)]);
  // The page is chosen from the index alone (id, distance, start); participant counts and the full
  // row are then read for that page only, never for every match.
  const hits = db.$with('hits').as(
    db
      .select({
        id: sql<number>`${events.id}`.as('hit_id'),
        distance: distanceExpr.as('distance'),
        at: sql`${events.startsAt}`.as('hit_at'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(events)
      .where(
        and(
          LIVE,
          UPCOMING,
          sql`${events.startsAt} < now() + make_interval(hours => ${q.hours}::int)`,
          sql`earth_box(${centre}, ${metres}::float8) @> ${events.earthPoint}`,
          sql`${chordToPoint} <= ${chord}::float8`,
        ),
      )
      .orderBy(...order(distanceExpr, events.startsAt, events.id))
      .limit(q.limit),
  );
  const rows = await db
    .with(hits)
    .select({ ...cardColumns, distance: hits.distance, total: hits.total })
    .from(hits)
    .innerJoin(events, eq(events.id, hits.id))
    .orderBy(...order(sql`${hits.distance}`, sql`${hits.at}`, sql`${hits.id}`));
  return {
    rows: rows.map((r) => ({ ...r, distance: Math.round(Number(r.distance) * 100) / 100 })),
    total: Number(rows[0]?.total ?? 0),
  };
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
