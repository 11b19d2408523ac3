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
  users,
  type StoredSuggestion,
} from '../../db/schema/index.ts';
import type { BuddyCandidate } from './buddy-runner.ts';

/** How many nearest eligible runners a suggestion request scores (see nearbyCandidates). */
export const CANDIDATE_POOL = 400;

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
  runningGoals: users.runningGoals,
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
  running_goals: string[];
  preferred_distances: string[];
  prefs: PreferencesRow;
  km: number;
}

/** The runners never suggested to `me`: blocked either way, or paired with them in any state. */
const unsuggestable = (me: SQL) => sql`
  select blocked_id as id from ${userBlocks} where blocker_id = ${me}
  union all select blocker_id from ${userBlocks} where blocked_id = ${me}
  union all select recipient_id from ${buddyMatches} where requester_id = ${me}
  union all select requester_id from ${buddyMatches} where recipient_id = ${me}`;

/**
 * Opted-in runners whose home locality lies within `me`'s maxDistance of theirs (earthdistance over
 * the localities' GiST index, then the runners of those localities), who pass `me`'s own filters
 * (ages, gender, experience) and whose maxDistance reaches back; never `me`, anyone either of the two
 * blocked, or anyone already paired with `me` in any state. The nearest CANDIDATE_POOL of them, for
 * the caller to check the other side's filters and score.
 */
export async function nearbyCandidates(db: Executor, me: BuddyCandidate, today: string) {
  const p = me.preferences;
  // As an array literal: drizzle would spread a JS array into a list of parameters.
  const levels = `{${p.experienceLevelPreference.join(',')}}`;
  // The few runners to leave out (blocked either way, paired in any state) are read first, so the
  // big query below only compares ids.
  const excluded = await db.execute<{ id: string }>(unsuggestable(sql`${me.id}::uuid`));
  const skip = `{${[me.id, ...excluded.rows.map((r) => r.id)].join(',')}}`;
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
      limit ${CANDIDATE_POOL}
    )
    select u.id, u.first_name, u.last_name, u.profile_image_url, u.location, u.date_of_birth::text,
      u.sex, u.experience_level, u.preferred_pace, u.availability_days, u.preferred_time, u.running_goals,
      u.preferred_distances, to_jsonb(bp) as prefs, picked.km
    from picked
    join ${users} u on u.id = picked.id
    join ${buddyPreferences} bp on bp.user_id = u.id
    order by picked.km, u.id`);
  return result.rows.map((r) => ({
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
      runningGoals: r.running_goals,
      preferredDistances: r.preferred_distances,
      preferences: toPreferences(snakeToPrefs(r.prefs as unknown as Record<string, unknown>)),
    } satisfies RunnerRow,
  }));
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
