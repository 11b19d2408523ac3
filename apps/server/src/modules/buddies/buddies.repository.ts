import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_BUDDY_PREFERENCES, type BuddyMatchStatus, type BuddyPreferences } from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { param, preparedOnce } from '../../db/prepared.ts';
import {
  buddyMatches,
  buddyPreferences,
  buddySuggestionLists,
  userBlocks,
  userGoals,
  users,
  type StoredSuggestion,
} from '../../db/schema/index.ts';
import type { BuddyCandidate } from './buddy-runner.ts';

/** How many nearest eligible runners a suggestion request scores (see nearbyCandidates). */
export const CANDIDATE_POOL = 400;
/**
 * How many nearest eligible runners a runner's change reaches (placeInLists): their own list scores the
 * nearest CANDIDATE_POOL, but a runner further out may still have them among their own nearest 400.
 */
export const CHANGE_REACH = 2000;

type PreferencesRow = typeof buddyPreferences.$inferSelect;

function toPreferences(row: PreferencesRow | null | undefined): BuddyPreferences {
  if (!row) return DEFAULT_BUDDY_PREFERENCES;
  return {
    maxDistance: row.maxDistance,
    ageRangeMin: row.ageRangeMin,
    ageRangeMax: row.ageRangeMax,
    paceFlexibility: row.paceFlexibility as BuddyPreferences['paceFlexibility'],
    experienceLevelPreference: row.experienceLevelPreference as BuddyPreferences['experienceLevelPreference'],
    genderPreference: row.genderPreference as BuddyPreferences['genderPreference'],
    communicationStyle: row.communicationStyle as BuddyPreferences['communicationStyle'],
    runningGoalAlignment: row.runningGoalAlignment,
    scheduleFlexibility: row.scheduleFlexibility as BuddyPreferences['scheduleFlexibility'],
    isActive: row.isActive,
  };
}

/** The runner's stored preferences (the spec's defaults without a row) and whether they opted in. */
export async function readPreferences(db: Executor, userId: string) {
  const [row] = await db.select().from(buddyPreferences).where(eq(buddyPreferences.userId, userId));
  return { preferences: toPreferences(row), optedIn: Boolean(row?.isActive) };
}

export async function writePreferences(db: Executor, userId: string, p: BuddyPreferences): Promise<void> {
  await db
    .insert(buddyPreferences)
    .values({ userId, ...p })
    .onConflictDoUpdate({ target: buddyPreferences.userId, set: { ...p, updatedAt: new Date() } });
}

/** The distances of a runner's active training goals, the goals part of the buddy score. */
const goalDistancesOf = (userId: SQL) =>
  sql`select distinct g.distance from ${userGoals} g where g.user_id = ${userId} and g.status = 'active'`;

/** What buddy lists show of a runner (toBuddyRunner trims it further). */
const publicRunnerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  location: users.location,
  experienceLevel: users.experienceLevel,
  preferredPace: users.preferredPace,
};

const runnerColumns = {
  ...publicRunnerColumns,
  dateOfBirth: users.dateOfBirth,
  sex: users.sex,
  availabilityDays: users.availabilityDays,
  preferredTime: users.preferredTime,
  goalDistances: sql<string[]>`array(${goalDistancesOf(sql`${users.id}`)})`,
  preferredDistances: users.preferredDistances,
};

export type RunnerRow = BuddyCandidate & {
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  location: string | null;
};

/** A runner as the buddy rules read them, with their preferences. */
export async function findCandidate(db: Executor, userId: string): Promise<RunnerRow | undefined> {
  const [row] = await db
    .select({ ...runnerColumns, prefs: buddyPreferences })
    .from(users)
    .leftJoin(buddyPreferences, eq(buddyPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const { prefs, ...runner } = row;
  return { ...runner, preferences: toPreferences(prefs) };
}

interface NearbyRow extends Record<string, unknown> {
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  location: string | null;
  date_of_birth: string | null;
  sex: string | null;
  experience_level: string | null;
  preferred_pace: string | null;
  availability_days: string[];
  preferred_time: string | null;
  goal_distances: string[];
  preferred_distances: string[];
  prefs: PreferencesRow | null;
  km: number;
}

/** The runners never suggested to `me`: blocked either way, or paired with them in any state. */
const unsuggestable = (me: SQL) => sql`
  select blocked_id as id from ${userBlocks} where blocker_id = ${me}
  union all select blocker_id from ${userBlocks} where blocked_id = ${me}
  union all select recipient_id from ${buddyMatches} where requester_id = ${me}
  union all select requester_id from ${buddyMatches} where recipient_id = ${me}`;

/** The runners `userId` is never suggested to nor offered: themselves, blocked either way, paired in any state. */
export async function unsuggestableIds(db: Executor, userId: string): Promise<Set<string>> {
  const excluded = await db.execute<{ id: string }>(unsuggestable(sql`${userId}::uuid`));
  return new Set([userId, ...excluded.rows.map((r) => r.id)]);
}

/** Each found runner as the buddy rules read them, with how far they live from the runner asked about. */
const candidateColumns = sql`u.id, u.first_name, u.last_name, u.profile_image_url, u.location,
  u.date_of_birth::text, u.sex, u.experience_level, u.preferred_pace, u.availability_days, u.preferred_time,
  array(${goalDistancesOf(sql`u.id`)}) as goal_distances, u.preferred_distances, to_jsonb(bp) as prefs`;

function toNearby(r: NearbyRow) {
  return {
    distanceKm: Number(r.km),
    runner: {
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      profileImageUrl: r.profile_image_url,
      location: r.location,
      dateOfBirth: r.date_of_birth,
      sex: r.sex,
      experienceLevel: r.experience_level,
      preferredPace: r.preferred_pace,
      availabilityDays: r.availability_days,
      preferredTime: r.preferred_time,
      goalDistances: r.goal_distances,
      preferredDistances: r.preferred_distances,
      // No preferences row: never opted in.
      preferences: r.prefs
        ? toPreferences(snakeToPrefs(r.prefs as unknown as Record<string, unknown>))
        : { ...DEFAULT_BUDDY_PREFERENCES, isActive: false },
    } satisfies RunnerRow,
  };
}

/**
 * Opted-in runners whose home locality lies within `me`'s maxDistance of theirs (earthdistance over
 * the localities' GiST index, then the runners of those localities), who pass `me`'s own filters
 * (ages, gender, experience) and whose maxDistance reaches back; never anyone in `skip`
 * (unsuggestableIds). The nearest `pool` of them, nearest first, for the caller to check the other
 * side's filters and score.
 */
export async function nearbyCandidates(
  db: Executor,
  me: BuddyCandidate,
  today: string,
  skipIds: ReadonlySet<string>,
  pool = CANDIDATE_POOL,
) {
  const p = me.preferences;
  // As array literals: drizzle would spread a JS array into a list of parameters.
  const levels = `{${p.experienceLevelPreference.join(',')}}`;
  const skip = `{${[...skipIds].join(',')}}`;
  // Distances are measured once per locality (a few hundred), not once per runner (thousands), as
  // earthdistance's functions are slow row by row; only the nearest pool is read in full.
  const result = await db.execute<NearbyRow>(sql`
    with home as (
      select ll_to_earth(l.lat, l.lng) as point
      from ${users} u join australian_locations l on l.value = u.location
      where u.id = ${me.id}
    ), near as (
      select l.value, earth_distance(home.point, ll_to_earth(l.lat, l.lng)) / 1000 as km
      from home
      join australian_locations l on earth_box(home.point, ${p.maxDistance * 1000}) @> ll_to_earth(l.lat, l.lng)
      order by km
    ), picked as (
      -- Localities nearest first, their runners through the index on users.location: the scan stops
      -- once the pool is full instead of reading every runner in range.
      select r.id, near.km
      from near
      cross join lateral (
        select u.id
        from ${users} u
        join ${buddyPreferences} bp on bp.user_id = u.id and bp.is_active
        where u.location = near.value
          and u.id <> all(${skip}::uuid[])
          and near.km <= least(${p.maxDistance}, bp.max_distance)
          and u.date_of_birth <= ${today}::date - make_interval(years => greatest(${p.ageRangeMin}::int, 18))
          and u.date_of_birth > ${today}::date - make_interval(years => ${p.ageRangeMax}::int + 1)
          and (${p.genderPreference}::text = 'any' or u.sex = ${p.genderPreference}::text)
          and (cardinality(${levels}::text[]) = 0 or u.experience_level = any(${levels}::text[]))
      ) r
      order by near.km, r.id
      limit ${pool}
    )
    select ${candidateColumns}, picked.km
    from picked
    join ${users} u on u.id = picked.id
    join ${buddyPreferences} bp on bp.user_id = u.id
    order by picked.km, u.id`);
  return result.rows.map(toNearby);
}

/**
 * These runners (any, opted in or not) as the buddy rules read them, each with the distance between
 * their home locality and `fromId`'s; a runner without a known home, or when `fromId` has none, is
 * left out.
 */
export async function candidatesFrom(db: Executor, fromId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute<NearbyRow>(sql`
    select ${candidateColumns},
      earth_distance(ll_to_earth(home.lat, home.lng), ll_to_earth(l.lat, l.lng)) / 1000 as km
    from ${users} u
    join australian_locations l on l.value = u.location
    left join ${buddyPreferences} bp on bp.user_id = u.id
    cross join (
      select hl.lat, hl.lng from ${users} hu join australian_locations hl on hl.value = hu.location
      where hu.id = ${fromId}
    ) home
    where u.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return result.rows.map(toNearby);
}

/** to_jsonb(bp) names columns in snake case. */
function snakeToPrefs(json: Record<string, unknown>): PreferencesRow {
  return Object.fromEntries(
    Object.entries(json).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  ) as PreferencesRow;
}

/** The distance in km between two runners' home localities, or null when either has none. */
export async function homeDistanceKm(db: Executor, a: string, b: string): Promise<number | null> {
  const result = await db.execute<{ km: number }>(sql`
    select earth_distance(ll_to_earth(la.lat, la.lng), ll_to_earth(lb.lat, lb.lng)) / 1000 as km
    from ${users} ua join australian_locations la on la.value = ua.location,
         ${users} ub join australian_locations lb on lb.value = ub.location
    where ua.id = ${a} and ub.id = ${b}`);
  const row = result.rows[0];
  return row ? Number(row.km) : null;
}

/** Inserts a pending request; null when the pair already has an open one (the unique index). */
export async function insertRequest(
  db: Executor,
  values: {
    requesterId: string;
    recipientId: string;
    compatibilityScore: number | null;
    message: string | null;
  },
): Promise<number | null> {
  const rows = await db
    .insert(buddyMatches)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: buddyMatches.id });
  return rows[0]?.id ?? null;
}

export async function findMatch(db: Executor, id: number) {
  const [row] = await db.select().from(buddyMatches).where(eq(buddyMatches.id, id)).for('update');
  return row;
}

export async function setMatchStatus(db: Executor, id: number, status: BuddyMatchStatus) {
  const now = new Date();
  await db
    .update(buddyMatches)
    .set({ status, respondedAt: now, ...(status === 'accepted' ? { matchedAt: now } : {}) })
    .where(eq(buddyMatches.id, id));
}

/** Open matches between two runners (pending or accepted), for blocking. */
export async function openMatchesBetween(db: Executor, a: string, b: string) {
  return db
    .select({ id: buddyMatches.id, status: buddyMatches.status })
    .from(buddyMatches)
    .where(
      and(
        inArray(buddyMatches.status, ['pending', 'accepted']),
        or(
          and(eq(buddyMatches.requesterId, a), eq(buddyMatches.recipientId, b)),
          and(eq(buddyMatches.requesterId, b), eq(buddyMatches.recipientId, a)),
        ),
      ),
    );
}

/** users.buddies, the count the profile shows: accepted matches. */
export async function adjustBuddyCounts(db: Executor, ids: string[], by: 1 | -1) {
  await db
    .update(users)
    .set({ buddies: sql`greatest(${users.buddies} + ${by}, 0)` })
    .where(inArray(users.id, ids));
}

const requester = alias(users, 'requester');
const recipient = alias(users, 'recipient');

/** The runner's matches in these states with both runners, newest first. */
export async function listMatches(db: Executor, userId: string, statuses: BuddyMatchStatus[]) {
  const side = (u: typeof requester | typeof recipient) =>
    Object.fromEntries(
      Object.keys(publicRunnerColumns).map((k) => [k, u[k as keyof typeof publicRunnerColumns]]),
    ) as { [K in keyof typeof publicRunnerColumns]: (typeof u)[K] };
  return db
    .select({ match: buddyMatches, requester: side(requester), recipient: side(recipient) })
    .from(buddyMatches)
    .innerJoin(requester, eq(requester.id, buddyMatches.requesterId))
    .innerJoin(recipient, eq(recipient.id, buddyMatches.recipientId))
    .where(
      and(
        inArray(buddyMatches.status, statuses),
        or(eq(buddyMatches.requesterId, userId), eq(buddyMatches.recipientId, userId)),
      ),
    )
    .orderBy(desc(buddyMatches.createdAt), desc(buddyMatches.id))
    .limit(200);
}

export async function userExists(
  db: Executor,
  id: string,
): Promise<{ firstName: string | null } | undefined> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
  return row;
}

/** What buddy lists show of a runner now (toBuddyRunner trims it further), as the database answers it. */
export interface PublicRunner {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  location: string | null;
  experienceLevel: string | null;
  preferredPace: string | null;
}

/** A stored suggestion whose runner may still be suggested, with that runner as they are now. */
export type LiveSuggestion = PublicRunner & { suggestion: StoredSuggestion };

/**
 * In one statement: the runner's opt-in, whether their stored list is `fresh` (there is one and the
 * runner changed neither profile nor buddy preferences since), its age, and its first `limit`
 * suggestions as rendered when it was worked out, joined by commas. Null instead when the rendering
 * was emptied (a listed runner changed, opted out or left: migration 0025's triggers) or one of those
 * runners was blocked either way or paired with since; only then does the visit read them live.
 */
export async function readRenderedSuggestions(db: Db, userId: string, limit: number) {
  const me = sql`${param('userId')}::uuid`;
  const list = buddySuggestionLists;
  const query = preparedOnce(db, 'buddy_rendered_suggestions', () =>
    db
      .select({
        optedIn: sql<boolean>`coalesce(${buddyPreferences.isActive}, false)`,
        computedAt: list.computedAt,
        fresh: sql<boolean>`coalesce(${list.computedAt} >= greatest(${users.updatedAt}, ${buddyPreferences.updatedAt}), false)`,
        rendered: sql<
          string | null
        >`case when not (${list.runnerIds}[1:${param('limit')}] && array(${unsuggestable(me)}))
          then array_to_string(${list.rendered}[1:${param('limit')}], ',') end`,
      })
      .from(users)
      .leftJoin(buddyPreferences, eq(buddyPreferences.userId, users.id))
      .leftJoin(list, eq(list.userId, users.id))
      .where(eq(users.id, me))
      .prepare('buddy_rendered_suggestions'),
  );
  const [row] = await query.execute({ userId, limit });
  return row;
}

/**
 * The first `limit` runners of the stored list who may still be suggested (opted in, not blocked
 * either way, not paired since), in order, each as they are now.
 */
export async function readLiveSuggestions(db: Db, userId: string, limit: number): Promise<LiveSuggestion[]> {
  const me = sql`${param('userId')}::uuid`;
  const query = preparedOnce(db, 'buddy_live_suggestions', () =>
    db
      .select({
        live: sql<LiveSuggestion[]>`(
          select coalesce(json_agg(json_build_object('id', x.id, 'firstName', x.first_name, 'lastName', x.last_name,
            'profileImageUrl', x.profile_image_url, 'location', x.location, 'experienceLevel', x.experience_level,
            'preferredPace', x.preferred_pace, 'suggestion', x.suggestion) order by x.n), '[]'::json)
          from (
            -- The stored list is read (and decompressed) once, here, not once per runner.
            select u.*, e.suggestion, e.n
            from jsonb_array_elements(${buddySuggestionLists.suggestions}) with ordinality e(suggestion, n)
            join ${users} u on u.id = (e.suggestion->>'id')::uuid
            join ${buddyPreferences} bp on bp.user_id = u.id and bp.is_active
            where u.id not in (${unsuggestable(me)})
            order by e.n limit ${param('limit')}) x)`,
      })
      .from(buddySuggestionLists)
      .where(eq(buddySuggestionLists.userId, me))
      .prepare('buddy_live_suggestions'),
  );
  const [row] = await query.execute({ userId, limit });
  return row?.live ?? [];
}

/**
 * `computedAt`: when the inputs were read, so a change made while it was worked out still counts as
 * newer. A listed runner who changed or opted out since then may have done so before this row was
 * written, out of reach of the triggers that empty renderings, so the rendering is checked once here.
 */
export async function storeSuggestions(
  db: Db,
  userId: string,
  list: { suggestions: StoredSuggestion[]; rendered: string[]; computedAt: Date },
) {
  const values = { ...list, runnerIds: list.suggestions.map((s) => s.id) };
  await db.transaction(async (tx) => {
    await tx
      .insert(buddySuggestionLists)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: buddySuggestionLists.userId, set: values });
    await tx.execute(sql`
      update ${buddySuggestionLists} l set rendered = null
      where l.user_id = ${userId} and exists (
        select 1 from unnest(l.runner_ids) listed(id)
        left join ${users} u on u.id = listed.id
        left join ${buddyPreferences} bp on bp.user_id = listed.id
        where u.id is null or bp.is_active is not true
          or greatest(u.updated_at, bp.updated_at) > ${list.computedAt.toISOString()}::timestamptz)`);
  });
}

/** The runners whose stored list holds `userId` (the GIN index on runner_ids). */
export async function listsHolding(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: buddySuggestionLists.userId })
    .from(buddySuggestionLists)
    .where(sql`${buddySuggestionLists.runnerIds} @> array[${userId}::uuid]`);
  return rows.map((r) => r.userId);
}

/** The list's entries other than `runnerId`'s, in order, each with its rendering (null when emptied). */
const entriesWithout = (runnerId: SQL) => sql`
  select e.s, (e.s->>'id')::uuid as id, r.r, e.n
  from jsonb_array_elements(l.suggestions) with ordinality e(s, n)
  left join unnest(l.rendered) with ordinality r(r, n) on r.n = e.n
  where (e.s->>'id')::uuid <> ${runnerId}`;

/**
 * Takes `runnerId` out of these runners' stored lists (they no longer suit each other), keeping the rest
 * in order. The rendering stays sendable: it loses the same entry.
 */
export async function removeFromLists(db: Executor, runnerId: string, owners: readonly string[]) {
  if (owners.length === 0) return;
  const x = sql`${runnerId}::uuid`;
  await db.execute(sql`
    update ${buddySuggestionLists} l set (suggestions, runner_ids, rendered) = (
      select coalesce(jsonb_agg(k.s order by k.n), '[]'::jsonb), coalesce(array_agg(k.id order by k.n), '{}'),
        case when l.rendered is not null then coalesce(array_agg(k.r order by k.n), '{}') end
      from (${entriesWithout(x)}) k)
    where l.user_id = any(${`{${owners.join(',')}}`}::uuid[]) and l.runner_ids @> array[${x}]`);
}

/** `runnerId` as one owner's list would hold them: the pair's entry and its rendering. */
export interface ListPlacement {
  owner: string;
  entry: StoredSuggestion;
  rendered: string;
}

/**
 * Puts `runnerId` into each owner's stored list at the place their score earns (after the entries that
 * rank ahead in rankBuddySuggestions' order), or moves them there, keeping the best `size`; a list
 * that is full and ends above them is left as it is. Lists not yet worked out are left for their first
 * visit. Each list is rewritten from its row as it is when updated (the SET reads the row, not a
 * snapshot), so two runners' changes placed at once both stay.
 */
export async function placeInLists(
  db: Executor,
  runnerId: string,
  placements: readonly ListPlacement[],
  size: number,
) {
  if (placements.length === 0) return;
  const x = sql`${runnerId}::uuid`;
  // rankBuddySuggestions' order: score, then distance (as stored, rounded), then id; ids compared
  // byte by byte, as localeCompare orders lower-case uuids.
  const ahead = (s: SQL) => sql`((${s}->>'score')::int > (i.entry->>'score')::int
    or ((${s}->>'score')::int = (i.entry->>'score')::int
      and ((${s}->>'distanceKm')::float8 < (i.entry->>'distanceKm')::float8
        or ((${s}->>'distanceKm')::float8 = (i.entry->>'distanceKm')::float8
          and (${s}->>'id') collate "C" < (i.entry->>'id') collate "C"))))`;
  await db.execute(sql`
    update ${buddySuggestionLists} l set (suggestions, runner_ids, rendered) = (
      select jsonb_agg(k.s order by k.place), array_agg(k.id order by k.place),
        case when l.rendered is not null then array_agg(k.r order by k.place) end
      from (
        select * from (
          select o.s, o.id, o.r, (row_number() over (order by o.n))::numeric as place
          from (${entriesWithout(x)}) o
          union all
          select i.entry, ${x}, i.rendered,
            (select count(*) from jsonb_array_elements(l.suggestions) f(s)
             where (f.s->>'id')::uuid <> ${x} and ${ahead(sql`f.s`)}) + 0.5
        ) m order by m.place limit ${size}
      ) k)
    from jsonb_to_recordset(${JSON.stringify(placements)}::jsonb) i(owner uuid, entry jsonb, rendered text)
    where l.user_id = i.owner
      and (cardinality(l.runner_ids) < ${size} or l.runner_ids @> array[${x}]
        or not ${ahead(sql`(l.suggestions -> -1)`)})`);
}
