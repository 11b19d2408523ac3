import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  DISTANCE_FILTER_MATCHES,
  DISTANCE_KM,
  TIME_OF_DAY_HOURS,
  LIMITS,
  type EventSummary,
  type ListEventsQuery,
  type RunnerPace,
  type RunnerStats,
  type SearchEventsQuery,
  type UserEvent,
} from '@stride/contracts';
import type { Db, Executor, Transaction } from '../../db/client.ts';
import { namedRows, param, preparedOnce } from '../../db/prepared.ts';
import { eventParticipants, events } from '../../db/schema/index.ts';
import { earthCube, searchGrid, surfaceKm, type GridLevel } from '../../lib/earth.ts';
import { validationError } from '../../lib/errors.ts';
import { eventColumns, queryRows, type EventRow } from './events.mapper.ts';
import { closedJson, withJsonField } from '../../db/json-text.ts';
import { eventDetailJson, eventSummaryJson } from './events.json.ts';
import { holdsPlaceSql, RELEASES_PLACE } from './places.ts';
import { paceWithinSql } from './pace-groups.repository.ts';

// Literal (not a bind parameter) so the planner can match the partial indexes' predicate. Events a
// moderator hid are gone from every public answer (issue 12).
const LIVE = sql`${events.status} <> 'cancelled' and ${events.hiddenAt} is null`;
const VISIBLE = isNull(events.hiddenAt);
const UPCOMING = sql`${events.startsAt} >= now()`;

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The pace filter (issue 29): a group within the tolerance of the asked pace, read from the paces kept on
 * the row. Its `is not null` lets PostgreSQL use the indexes of runs with pace groups only, which carry
 * the paces: the filtered search reads fewer index entries than the unfiltered one, and no table rows.
 */
const PACED = paceWithinSql(
  sql`${events.paceGroupPaces}`,
  sql`${param('paceLo')}::int`,
  sql`${param('paceHi')}::int`,
);

/** The pace filter's bounds, when the query asks for one. */
function paceBounds(q: { paceSecPerKm?: number | undefined; paceToleranceSec: number }) {
  return q.paceSecPerKm === undefined
    ? undefined
    : { paceLo: q.paceSecPerKm - q.paceToleranceSec, paceHi: q.paceSecPerKm + q.paceToleranceSec };
}

function encodeCursor(startsAt: Date | string, id: number): string {
  return Buffer.from(JSON.stringify([new Date(startsAt).toISOString(), id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, number] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && Number.isInteger(id))
      return [at, id as number];
  } catch {
    // fall through
  }
  throw validationError('api.invalidCursor', { cursor: ['api.invalidCursor'] });
}

/**
 * Upcoming, non-cancelled events by start time, as card JSON built by PostgreSQL (events.json.ts); every
 * filter is a SQL condition. The page is chosen from a covering index (start, id, and the filtered
 * columns), so filters that skip many events never read their rows; only the page's rows are read from
 * the table. One prepared statement per combination of filters present (planned once per connection,
 * issue 13).
 */
export async function listEvents(
  db: Db,
  q: ListEventsQuery,
): Promise<{ cards: string | null; nextCursor: string | null }> {
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
  Object.assign(values, paceBounds(q));
  if (q.cursor) [values.cursorAt, values.cursorId] = decodeCursor(q.cursor);
  const filters = LIST_FILTERS.filter((f) => values[f.key] !== undefined);
  const name = `events_list_${filters.map((f) => f.key).join('_') || 'all'}_${q.limit + 1}`;
  const query = preparedOnce(db, name, () => prepareList(db, name, filters, q.limit));
  const [row] = await query.execute(values);
  return {
    cards: row?.cards ?? null,
    nextCursor: row?.more && row.lastAt ? encodeCursor(row.lastAt, Number(row.lastId)) : null,
  };
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
  { key: 'paceLo', where: PACED },
  {
    key: 'cursorAt',
    where: sql`(${events.startsAt}, ${events.id}) > (${param('cursorAt')}::timestamptz, ${param('cursorId')}::int)`,
  },
] as const;

/** One page of `limit` cards and whether more follow (one row past the page is read to know). */
function prepareList(db: Db, name: string, filters: readonly (typeof LIST_FILTERS)[number][], limit: number) {
  const where = and(LIVE, UPCOMING, ...filters.map((f) => f.where));
  const shown = sql.raw(String(limit));
  return db
    .select({
      cards: sql<
        string | null
      >`string_agg(${closedJson(events.cardFields)}, ',' order by page.at, page.id) filter (where page.rn <= ${shown})`,
      more: sql<boolean>`count(*) > ${shown}`,
      lastAt: sql<Date | string | null>`max(page.at) filter (where page.rn = ${shown})`,
      lastId: sql<number | null>`max(page.id) filter (where page.rn = ${shown})`,
    })
    .from(
      sql`(select id, at, row_number() over (order by at, id) as rn from (
             select ${events.id} as id, ${events.startsAt} as at from events where ${where}
             order by ${events.startsAt}, ${events.id} limit ${sql.raw(String(limit + 1))}) first) page`,
    )
    .innerJoin(events, sql`${events.id} = page.id`)
    .prepare(name);
}

/**
 * Radius search, answered as card JSON built by PostgreSQL (events.json.ts). Usually one statement: up
 * to LIMITS.nearbyTotalCap + 1 matches are found through the grid squares the circle can touch (a btree
 * on square and start that carries the id and earth point, so no table row is read to find them; the
 * chord is the exact circle), counted and, when they are all there, sorted exactly (start, distance,
 * id) for the page. Beyond the cap ('500+') a second statement takes the page, so its cost does not grow
 * with the matches (by distance, only when the first cannot vouch for its page). Prepared statements,
 * planned once per connection (issue 13, decision 0019).
 */
export async function searchEvents(
  db: Db,
  q: SearchEventsQuery,
): Promise<{ cards: string | null; total: number; totalCapped: boolean }> {
  // Straight-line (chord) distances between earth points are what cube_distance gives, with no per-row
  // SQL function calls; the radius is turned into the equivalent chord, box and squares once, here.
  const metres = q.radiusKm * 1000;
  const earth = earthCube(q.lat, q.lng, metres);
  const grid = searchGrid(q.lat, q.lng, metres);
  const pace = paceBounds(q);
  const values = {
    centre: earth.centre,
    cells: `{${grid.cells.join(',')}}`,
    chord: earth.chord,
    hours: q.hours,
    ...pace,
  };
  const shape = { limit: q.limit, level: grid.level, paced: pace !== undefined };
  const { counted, cards } =
    q.sort === 'time'
      ? await searchByTime(db, shape, values)
      : await searchByDistance(db, shape, { ...values, floors: `{${grid.floors.join(',')}}` }, earth);
  return {
    cards,
    total: Math.min(counted, LIMITS.nearbyTotalCap),
    totalCapped: counted > LIMITS.nearbyTotalCap,
  };
}

type SearchValues = {
  centre: string;
  cells: string;
  chord: number;
  hours: number;
  paceLo?: number;
  paceHi?: number;
};
/** What makes a search statement's shape: one prepared statement each. */
type SearchShape = { limit: number; level: GridLevel; paced: boolean };
const shapeName = (kind: string, { limit, level, paced }: SearchShape, withLevel = true) =>
  `events_search_${kind}_${limit}${withLevel ? `_${level}` : ''}${paced ? '_pace' : ''}`;

async function searchByTime(db: Db, shape: SearchShape, values: SearchValues) {
  const name = shapeName('time', shape);
  const [row] = await preparedOnce(db, name, () => prepareTimeSearch(db, name, shape)).execute(values);
  const counted = Number(row?.total ?? 0);
  if (!row?.bound) return { counted, cards: row?.cards ?? null };
  const pageName = shapeName('earliest', shape);
  const page = preparedOnce(db, pageName, () => prepareEarliestPage(db, pageName, shape));
  const [beyond] = await page.execute({ ...values, bound: row.bound });
  return { counted, cards: beyond?.cards ?? null };
}

async function searchByDistance(
  db: Db,
  shape: SearchShape,
  values: SearchValues & { floors: string },
  earth: { box: string },
) {
  const name = shapeName('distance', shape);
  const [row] = await preparedOnce(db, name, () => prepareDistanceSearch(db, name, shape)).execute(values);
  const counted = Number(row?.total ?? 0);
  if (row?.cards || counted <= LIMITS.nearbyTotalCap) return { counted, cards: row?.cards ?? null };
  const pageName = shapeName('nearest', shape, false);
  const page = preparedOnce(db, pageName, () => prepareNearestPage(db, pageName, shape));
  const [beyond] = await page.execute({ ...values, box: earth.box });
  return { counted, cards: beyond?.cards ?? null };
}

/** What both search statements share: the match conditions (after `near`), the page's order and its cards. */
function searchParts(sort: 'time' | 'distance', { limit, paced }: SearchShape, near: SQL) {
  const centre = sql`${param('centre')}::cube`;
  const chordToPoint = sql`cube_distance(${events.earthPoint}, ${centre})`;
  const matches = sql`${LIVE} and ${UPCOMING}
    and ${events.startsAt} < now() + make_interval(hours => ${param('hours')}::int)
    and ${near}
    and ${chordToPoint} <= ${param('chord')}::float8${paced ? sql` and ${PACED}` : sql``}`;
  const keys = sort === 'time' ? ['at', 'chord', 'id'] : ['chord', 'at', 'id'];
  const card = withJsonField(events.cardFields, 'distance', surfaceKm(sql`page.chord`));
  return {
    centre,
    chordToPoint,
    matches,
    n: sql.raw(String(limit)),
    order: sql.raw(keys.join(', ')),
    cards: sql<
      string | null
    >`string_agg(${card}, ',' order by ${sql.raw(keys.map((k) => `page.${k}`).join(', '))})`,
  };
}

const gridCell = (level: GridLevel) => (level === 'fine' ? events.fineCell : events.coarseCell);
const CAP = sql.raw(String(LIMITS.nearbyTotalCap));
/** Up to the cap and one more are read, to know whether there are more. */
const FOUND = sql.raw(String(LIMITS.nearbyTotalCap + 1));

/**
 * By start time: every match up to the cap, counted and, when they are all there, sorted for the page.
 * Beyond the cap, `bound`: the `limit`-th earliest start among those found. Those are matches, so the
 * page's last row starts no later; prepareEarliestPage then reads the page from the matches up to it.
 * Ordered as a timestamp and cast after: as text in a zone with daylight saving (the database's clock),
 * the repeated hour at its end would sort out of order.
 */
function prepareTimeSearch(db: Db, name: string, shape: SearchShape) {
  const { limit, level } = shape;
  const near = sql`${gridCell(level)} = any(${param('cells')}::int[])`;
  const { chordToPoint, matches, n, order, cards } = searchParts('time', shape, near);
  return db
    .select({ total: sql<number | null>`max(page.total)`, bound: sql<string | null>`max(page.bound)`, cards })
    .from(
      sql`(with found as materialized (
           select id, ${events.startsAt} as at, ${chordToPoint} as chord from events where ${matches}
           limit ${FOUND}),
         total as (select count(*) as n from found),
         hits as (select id, at, chord from found where (select n from total) <= ${CAP} order by ${order} limit ${n})
         select total.n as total, hits.id, hits.at, hits.chord,
                case when total.n > ${CAP}
                     then (select at from found order by at offset ${sql.raw(String(limit - 1))} limit 1)::text end as bound
         from total left join hits on true) page`,
    )
    .leftJoin(events, sql`${events.id} = page.id`)
    .prepare(name);
}

/**
 * By distance: every match up to the cap, read square by square, nearest square first (the order is
 * asked for, so every square before the last one read was read in full, whatever the plan), counted,
 * and the page sorted from them. Beyond the cap the page is left out unless it is exact: when the
 * squares not read in full are all farther (their floors) than the page's last row, no unread match can
 * come before it. Otherwise prepareNearestPage takes the page.
 */
function prepareDistanceSearch(db: Db, name: string, shape: SearchShape) {
  const near = sql`${gridCell(shape.level)} = grid.cell`;
  const { chordToPoint, matches, n, order, cards } = searchParts('distance', shape, near);
  return db
    .select({ total: sql<number | null>`max(page.total)`, cards })
    .from(
      sql`(with found as materialized (
           select grid.rank, square.id, square.at, square.chord
           from unnest(${param('cells')}::int[]) with ordinality grid(cell, rank) cross join lateral (
             select id, ${events.startsAt} as at, ${chordToPoint} as chord from events where ${matches}) square
           order by grid.rank limit ${FOUND}),
         total as (select count(*) as n, max(rank) as last from found),
         sorted as (select id, at, chord from found order by ${order} limit ${n}),
         hits as (select sorted.* from sorted, total
                  where total.n <= ${CAP} or (select max(chord) from sorted) < (${param('floors')}::float8[])[total.last])
         select total.n as total, hits.id, hits.at, hits.chord from total left join hits on true) page`,
    )
    .leftJoin(events, sql`${events.id} = page.id`)
    .prepare(name);
}

/**
 * Beyond the cap, by start time: the page from the matches starting no later than `bound` (from
 * prepareTimeSearch), which holds the whole page, ties included; a short range of each square's index.
 */
function prepareEarliestPage(db: Db, name: string, shape: SearchShape) {
  const near = sql`${gridCell(shape.level)} = any(${param('cells')}::int[])
    and ${events.startsAt} <= ${param('bound')}::timestamptz`;
  const { chordToPoint, matches, n, order, cards } = searchParts('time', shape, near);
  return db
    .select({ cards })
    .from(
      sql`(select id, ${events.startsAt} as at, ${chordToPoint} as chord from events where ${matches}
           order by ${order} limit ${n}) page`,
    )
    .innerJoin(events, sql`${events.id} = page.id`)
    .prepare(name);
}

/**
 * Beyond the cap, by distance: the page in the GiST index's own order (nearest first) and the matches
 * tied with its last row, which the index returns in no set order.
 */
function prepareNearestPage(db: Db, name: string, shape: SearchShape) {
  const near = sql`${param('box')}::cube @> ${events.earthPoint}`;
  const { centre, chordToPoint, matches, n, order, cards } = searchParts('distance', shape, near);
  return db
    .select({ cards })
    .from(
      sql`(with nearest as (
             select id, ${events.startsAt} as at, ${events.earthPoint} as point, ${chordToPoint} as chord
             from events where ${matches} order by ${events.earthPoint} <-> ${centre} limit ${n}),
           candidates as (
             select id, at, chord from nearest
             union
             select id, ${events.startsAt}, ${chordToPoint} from events
             where ${matches} and ${events.earthPoint} <@ (select point from nearest order by chord desc limit 1))
           select id, at, chord from candidates order by ${order} limit ${n}) page`,
    )
    .innerJoin(events, sql`${events.id} = page.id`)
    .prepare(name);
}

/** The event, unless a moderator hid it (`withHidden`: its creator's own edits still find it). */
export async function findEvent(
  db: Executor,
  id: number,
  { withHidden = false } = {},
): Promise<EventRow | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), withHidden ? undefined : VISIBLE));
  return row;
}

/** Events the runner created or signed up for; `placeOnly` leaves their waitlist places out. */
export function createdOrJoinedBy(userId: string, placeOnly = false): SQL {
  return or(
    eq(events.creatorId, userId),
    sql`exists (select 1 from event_participants p where p.event_id = "events"."id" and p.user_id = ${userId}
      and ${placeOnly ? holdsPlaceSql('p') : sql`p.attendance_status <> ${RELEASES_PLACE}`})`,
  )!;
}

/**
 * Events the runner created or signed up for (a place or the waitlist), oldest first, as the contract's
 * userEventSchema: each event with isCreator and the runner's own status.
 */
export async function userEvents(db: Executor, userId: string, when: 'all' | 'upcoming' | 'past') {
  const mine = sql`(select case when p.is_waitlisted then 'waitlisted' else p.attendance_status end
    from event_participants p where p.event_id = "events"."id" and p.user_id = ${userId})`;
  const timeCond =
    when === 'upcoming' ? UPCOMING : when === 'past' ? sql`${events.startsAt} < now()` : undefined;
  const rows = await db
    .select({
      json: eventSummaryJson(
        sql`coalesce("events"."creator_id" = ${userId}::uuid, false) as "isCreator", ${mine} as "userAttendanceStatus"`,
      ),
    })
    .from(events)
    .where(and(createdOrJoinedBy(userId), VISIBLE, timeCond))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(1000);
  return rows.map((r) => JSON.parse(r.json) as UserEvent);
}

/** The event as the contract's eventSchema (a created or edited event's answer). */
export async function findEventSummary(db: Executor, id: number): Promise<EventSummary | undefined> {
  const [row] = await db
    .select({ json: eventSummaryJson() })
    .from(events)
    .where(eq(events.id, id))
    .prepare('event_summary')
    .execute();
  return row ? (JSON.parse(row.json) as EventSummary) : undefined;
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
 * - thisMonth: those events whose local date falls in the current month at the event's location;
 * - runsAttended: runs (not cancelled) where the runner checked in or was marked present (issue 29).
 */
export async function runnerStats(db: Executor, userId: string): Promise<RunnerStats> {
  const rows = await queryRows<{ joined: number; km: number | null; month: number; attended: number }>(
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
      (count(*) filter (where date_trunc('month', date) = date_trunc('month', (now() at time zone timezone)::date)))::int as month,
      (select count(*)::int from event_participants p join events e on e.id = p.event_id
       where p.user_id = ${userId} and p.present and e.status <> 'cancelled') as attended
    from attended`,
  );
  const row = rows[0];
  return {
    eventsJoined: Number(row?.joined ?? 0),
    totalKm: Math.round(Number(row?.km ?? 0) * 10) / 10,
    thisMonth: Number(row?.month ?? 0),
    runsAttended: Number(row?.attended ?? 0),
  };
}

/**
 * Everything the event page shows, in one round trip, as JSON built by PostgreSQL (eventDetailSchema):
 * the event, who holds a place (first 200), the caller's own place and queue position, reaction totals
 * and the comment count. Undefined for an unknown or hidden event.
 */
export async function findEventDetail(
  db: Db,
  id: number,
  userId: string | undefined,
  pace: RunnerPace | null = null,
) {
  const query = preparedOnce(db, 'event_detail', () =>
    db
      .select({
        body: eventDetailJson(
          sql`${param('userId')}::uuid`,
          sql`${param('pace')}::int`,
          sql`${param('paceSource')}::text`,
        ),
      })
      .from(events)
      .where(and(eq(events.id, param('id')), VISIBLE))
      .prepare('event_detail'),
  );
  const [row] = await query.execute({
    id,
    userId: userId ?? null,
    pace: pace?.secPerKm ?? null,
    paceSource: pace?.source ?? null,
  });
  return row?.body;
}

export type NewEvent = typeof events.$inferInsert;

/**
 * Inserts the first occurrence, then the rest of its series pointing at it; answers the first id.
 * The host is going to their own run: they hold a place ('attending') on every occurrence.
 * In the caller's transaction, which makes the series and the host's places one change.
 */
export async function insertEventSeries(tx: Transaction, first: NewEvent, rest: NewEvent[]): Promise<number> {
  const [parent] = await tx.insert(events).values(first).returning({ id: events.id });
  const children = rest.map((e) => ({ ...e, parentEventId: parent!.id }));
  for (let i = 0; i < children.length; i += 200) await tx.insert(events).values(children.slice(i, i + 200));
  await namedRows(
    tx,
    'event_host_places',
    sql`insert into event_participants (event_id, user_id, attendance_status, confirmed_at)
      select id, creator_id, 'attending', now() from events
      where (id = ${parent!.id} or parent_event_id = ${parent!.id}) and creator_id is not null`,
  );
  return parent!.id;
}

/** Locks the event (scope single) or every upcoming, live occurrence of its series (and itself). */
export function lockEventTargets(db: Executor, event: EventRow, scope: 'single' | 'series') {
  if (scope === 'single')
    return db.select(eventColumns).from(events).where(eq(events.id, event.id)).for('update');
  const seriesId = event.parentEventId ?? event.id;
  return db
    .select(eventColumns)
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
        ne(eventParticipants.attendanceStatus, RELEASES_PLACE),
      ),
    );
}

/**
 * What a shared event link's page says about it to link previews and crawlers: its Open Graph tags,
 * its schema.org Event (event-json-ld.ts) and its preview image (lib/og-image.ts).
 */
export async function findEventPreview(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      description: events.description,
      date: events.date,
      time: events.time,
      timezone: events.timezone,
      startsAt: events.startsAt,
      previousStartsAt: events.previousStartsAt,
      location: events.location,
      lat: events.lat,
      lng: events.lng,
      meetingPoint: events.meetingPoint,
      status: events.status,
      distances: events.distances,
      clubId: events.clubId,
      clubName: events.clubName,
      isClubEvent: events.isClubEvent,
      createdBy: events.createdBy,
      isRace: events.isRace,
      raceCost: events.raceCost,
      raceWebsite: events.raceWebsite,
      maxParticipants: events.maxParticipants,
      participantCount: events.participantCount,
      updatedAt: events.updatedAt,
    })
    .from(events)
    .where(and(eq(events.id, id), VISIBLE));
  return row;
}
export type EventPreview = NonNullable<Awaited<ReturnType<typeof findEventPreview>>>;

/** The runner's events that have not started yet and are still on. */
export function upcomingEventsCreatedBy(db: Executor, userId: string) {
  return db
    .select({ id: events.id, title: events.title, date: events.date })
    .from(events)
    .where(
      and(eq(events.creatorId, userId), gt(events.startsAt, new Date()), ne(events.status, 'cancelled')),
    );
}
