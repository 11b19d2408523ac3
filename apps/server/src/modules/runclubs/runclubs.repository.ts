import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { ClubRole, ListRunclubsQuery } from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { param, preparedOnce } from '../../db/prepared.ts';
import { events, runclubMembers, runclubs, stravaClubSync, users } from '../../db/schema/index.ts';
import { closedJson, withJsonField } from '../../db/json-text.ts';
import { earthCube, surfaceKm } from '../../lib/earth.ts';
import { decodeClubCursor, encodeClubCursor, foldName } from './club-search.ts';

// Literal so the planner matches the partial indexes' predicate.
const VISIBLE = sql`${runclubs.status} = 'active' and ${runclubs.hiddenAt} is null`;

const {
  earthPoint: _point,
  searchName: _search,
  hiddenAt: _hidden,
  cardFields: _card,
  ...clubColumns
} = getTableColumns(runclubs);
export type ClubRow = Omit<
  typeof runclubs.$inferSelect,
  'earthPoint' | 'searchName' | 'hiddenAt' | 'cardFields'
>;
export type NewClub = typeof runclubs.$inferInsert;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Each optional search condition: the value it needs and its SQL, with named parameters. */
const CLUB_FILTERS = [
  { key: 'pattern', where: sql`${runclubs.searchName} like ${param('pattern')}` },
  { key: 'runDay', where: sql`${runclubs.runDays} @> ${param('runDay')}::text[]` },
  { key: 'distance', where: sql`${runclubs.distances} @> ${param('distance')}::text[]` },
  { key: 'abilityLevel', where: sql`${runclubs.abilityLevels} @> ${param('abilityLevel')}::text[]` },
] as const;

// cube's <-> is the straight-line (chord) distance; ordered by it alone, the GiST index is walked
// nearest first (KNN), so a page costs the same at 5 km or 100 km around the busiest suburb.
const CENTRE = sql`${param('centre')}::cube`;
const CHORD = sql`(${runclubs.earthPoint} <-> ${CENTRE})`;
const NEAR = sql`${param('box')}::cube @> ${runclubs.earthPoint} and ${CHORD} <= ${param('chord')}::float8`;

/**
 * The nearest page in the index's own order. `exact` adds the clubs tied with the page's last one
 * (clubs in one suburb share its point, and the index returns ties in no set order), so that ordered by
 * (distance, id) the cursor pages stay exact; searchClubs asks for it only when a tie straddles the page.
 */
function nearestPage(where: SQL, limit: number, exact: boolean): SQL {
  const n = sql.raw(String(limit));
  const nearest = sql`select id, ${runclubs.earthPoint} as point, ${CHORD} as chord from runclubs where ${where}
      order by ${CHORD} limit ${n}`;
  if (!exact) return sql`(${nearest}) hits`;
  return sql`(with nearest as (${nearest}),
    candidates as (
      select id, chord from nearest
      union
      select id, ${CHORD} from runclubs
      where ${where} and ${runclubs.earthPoint} <@ (select point from nearest order by chord desc limit 1))
    select id, chord from candidates order by chord, id limit ${n}) hits`;
}

/**
 * A club card (the contracts' runclubCardSchema): the JSON the row carries (written by the
 * trigger from its one definition, club-card.ts) with its distance from the search's centre added,
 * so a search neither builds cards nor has the server parse and re-serialise them (decision 0019).
 */
const clubCard = (distanceKm: SQL) => withJsonField(runclubs.cardFields, 'distanceKm', distanceKm);

function prepareSearch(
  db: Db,
  name: string,
  near: boolean,
  filters: SQL[],
  cursor: boolean,
  limit: number,
  exact = false,
) {
  const conditions = [VISIBLE, ...filters];
  if (!near) {
    if (cursor)
      conditions.push(
        sql`(${runclubs.searchName}, ${runclubs.id}) > (${param('after')}::text, ${param('afterId')}::int)`,
      );
    return db
      .select({
        id: runclubs.id,
        card: clubCard(sql`null`),
        sortKey: sql<number | string>`${runclubs.searchName}`,
      })
      .from(runclubs)
      .where(and(...conditions))
      .orderBy(asc(runclubs.searchName), asc(runclubs.id))
      .limit(limit)
      .prepare(name);
  }
  conditions.push(NEAR);
  if (cursor)
    conditions.push(sql`(${CHORD}, ${runclubs.id}) > (${param('after')}::float8, ${param('afterId')}::int)`);
  return db
    .select({
      id: runclubs.id,
      card: clubCard(surfaceKm(sql`hits.chord`)),
      sortKey: sql<number | string>`hits.chord`,
    })
    .from(nearestPage(and(...conditions)!, limit, exact))
    .innerJoin(runclubs, sql`${runclubs.id} = hits.id`)
    .orderBy(sql.raw('hits.chord, hits.id'))
    .prepare(name);
}

/**
 * Live, visible clubs near a point (nearest first, within radiusKm: an index box, then the exact
 * circle) or, without a point, by name; every filter is a SQL condition and one page is read. One
 * prepared statement per shape of the search (decision 0019): a runner's search costs PostgreSQL an
 * index walk, not a parse and a plan.
 */
export async function searchClubs(db: Db, q: ListRunclubsQuery) {
  const near = q.lat !== undefined && q.lng !== undefined;
  const values: Record<string, unknown> = {};
  if (q.q) values.pattern = `%${escapeLike(foldName(q.q))}%`;
  if (q.runDay) values.runDay = [q.runDay];
  if (q.distance) values.distance = [q.distance];
  if (q.abilityLevel) values.abilityLevel = [q.abilityLevel];
  if (near) {
    const earth = earthCube(q.lat!, q.lng!, q.radiusKm * 1000);
    Object.assign(values, { centre: earth.centre, box: earth.box, chord: earth.chord });
  }
  if (q.cursor) [values.after, values.afterId] = decodeClubCursor(q.cursor, near);
  const filters = CLUB_FILTERS.filter((f) => values[f.key] !== undefined);
  const shape = [near ? 'near' : 'name', ...filters.map((f) => f.key), q.cursor ? 'after' : ''];
  const name = `clubs_${shape.filter(Boolean).join('_')}_${q.limit + 1}`;
  const search = (exact: boolean) => {
    const statement = exact ? `${name}_exact` : name;
    const filterSql = filters.map((f) => f.where);
    return preparedOnce(db, statement, () =>
      prepareSearch(db, statement, near, filterSql, Boolean(q.cursor), q.limit + 1, exact),
    ).execute(values);
  };
  let rows = await search(false);
  // A tie across the page's end: the index may have returned any of the tied clubs, so read it exactly.
  if (near && rows.length > q.limit && rows[q.limit]!.sortKey === rows[q.limit - 1]!.sortKey) {
    rows = await search(true);
  }
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    cards: page.map((r) => r.card),
    nextCursor:
      rows.length > q.limit && last
        ? encodeClubCursor(near ? Number(last.sortKey) : String(last.sortKey), last.id)
        : null,
  };
}

/** A visible club (not hidden by moderation); archived ones only when asked for. */
export async function findClub(db: Executor, id: number, options: { archived?: boolean } = {}) {
  const [row] = await db
    .select({
      ...clubColumns,
      card: closedJson(runclubs.cardFields),
      stravaClubName: stravaClubSync.clubName,
    })
    .from(runclubs)
    .leftJoin(stravaClubSync, eq(stravaClubSync.runclubId, runclubs.id))
    .where(
      and(
        eq(runclubs.id, id),
        sql`${runclubs.hiddenAt} is null`,
        options.archived ? undefined : sql`${runclubs.status} = 'active'`,
      ),
    );
  return row;
}

/** Creates the club with its creator as owner; answers the id. */
export async function insertClub(db: Executor, values: NewClub, ownerId: string): Promise<number> {
  const [club] = await db
    .insert(runclubs)
    .values({ ...values, searchName: foldName(values.name), memberCount: 1 })
    .returning({ id: runclubs.id });
  await db.insert(runclubMembers).values({ runclubId: club!.id, userId: ownerId, role: 'owner' });
  return club!.id;
}

export async function updateClub(db: Executor, id: number, values: Partial<NewClub>): Promise<void> {
  await db
    .update(runclubs)
    .set({ ...values, ...(values.name ? { searchName: foldName(values.name) } : {}), updatedAt: new Date() })
    .where(eq(runclubs.id, id));
}

export async function memberRole(db: Executor, clubId: number, userId: string): Promise<ClubRole | null> {
  const [row] = await db
    .select({ role: runclubMembers.role })
    .from(runclubMembers)
    .where(and(eq(runclubMembers.runclubId, clubId), eq(runclubMembers.userId, userId)));
  return (row?.role as ClubRole | undefined) ?? null;
}

/** Members, owner and admins first, then by joining order; only what a club page shows of a runner. */
export function clubMembers(db: Executor, clubId: number, limit: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      role: runclubMembers.role,
    })
    .from(runclubMembers)
    .innerJoin(users, eq(users.id, runclubMembers.userId))
    .where(eq(runclubMembers.runclubId, clubId))
    .orderBy(
      sql`array_position(array['owner','admin','member']::text[], ${runclubMembers.role}::text)`,
      asc(runclubMembers.id),
    )
    .limit(limit);
}

export function memberIds(db: Executor, clubId: number) {
  return db
    .select({ userId: runclubMembers.userId })
    .from(runclubMembers)
    .where(eq(runclubMembers.runclubId, clubId));
}

/** Joins (true) or was already a member (false); the count follows. */
export async function addMember(db: Executor, clubId: number, userId: string): Promise<boolean> {
  const added = await db
    .insert(runclubMembers)
    .values({ runclubId: clubId, userId })
    .onConflictDoNothing()
    .returning({ id: runclubMembers.id });
  if (added.length) await recount(db, clubId);
  return added.length > 0;
}

export async function removeMember(db: Executor, clubId: number, userId: string): Promise<void> {
  await db
    .delete(runclubMembers)
    .where(and(eq(runclubMembers.runclubId, clubId), eq(runclubMembers.userId, userId)));
  await recount(db, clubId);
}

export async function setRole(db: Executor, clubId: number, userId: string, role: ClubRole): Promise<void> {
  await db
    .update(runclubMembers)
    .set({ role })
    .where(and(eq(runclubMembers.runclubId, clubId), eq(runclubMembers.userId, userId)));
}

async function recount(db: Executor, clubId: number): Promise<void> {
  await db
    .update(runclubs)
    .set({
      memberCount: sql`(select count(*)::int from runclub_members m where m.runclub_id = ${clubId})`,
    })
    .where(eq(runclubs.id, clubId));
}

/** Locks the club row, so joins, leaves and role changes of one club happen one at a time. */
export async function lockClub(db: Executor, id: number) {
  const [row] = await db
    .select({ id: runclubs.id, status: runclubs.status, memberCount: runclubs.memberCount })
    .from(runclubs)
    .where(and(eq(runclubs.id, id), sql`${runclubs.hiddenAt} is null`))
    .for('update');
  return row;
}

/** The club's next live events as cards with the caller's attendance (clubEventSchema), as JSON. */
export function upcomingClubEvents(db: Executor, clubId: number, userId: string | undefined, limit: number) {
  const extra = sql`"events"."is_strava_import" as "isStravaImport", "events"."event_url" as "eventUrl",
    (select case when p.is_waitlisted then 'waitlisted' else p.attendance_status end
     from event_participants p where p.event_id = "events"."id" and p.user_id = ${userId ?? null}::uuid)
      as "userAttendanceStatus"`;
  return db
    .select({
      json: sql<string>`(select "events"."card_fields" || ',' || substr(row_to_json(x)::text, 2) from (select ${extra}) x)`,
    })
    .from(events)
    .where(
      and(eq(events.clubId, clubId), sql`${events.status} <> 'cancelled'`, sql`${events.startsAt} >= now()`),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

/** The clubs the runner belongs to, by name. */
export function myClubs(db: Executor, userId: string) {
  return db
    .select({ id: runclubs.id, name: runclubs.name, logoUrl: runclubs.logoUrl, role: runclubMembers.role })
    .from(runclubMembers)
    .innerJoin(runclubs, eq(runclubs.id, runclubMembers.runclubId))
    .where(and(eq(runclubMembers.userId, userId), VISIBLE))
    .orderBy(asc(runclubs.searchName));
}

export function membershipsOf(db: Executor, userId: string) {
  return db
    .select({ clubId: runclubMembers.runclubId, role: runclubMembers.role })
    .from(runclubMembers)
    .where(eq(runclubMembers.userId, userId));
}

/** Who takes a club over from a leaving owner: the longest-standing admin, else member. */
export async function nextOwner(db: Executor, clubId: number, leaving: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: runclubMembers.userId })
    .from(runclubMembers)
    .where(and(eq(runclubMembers.runclubId, clubId), sql`${runclubMembers.userId} <> ${leaving}`))
    .orderBy(sql`${runclubMembers.role} = 'admin' desc`, asc(runclubMembers.id))
    .limit(1);
  return row?.userId;
}
