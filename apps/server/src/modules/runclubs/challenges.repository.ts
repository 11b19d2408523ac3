import { sql, type SQL } from 'drizzle-orm';
import type { ChallengeMetric } from '@stride/contracts';
import type { Executor } from '../../db/client.ts';
import { clubChallengeMembers, clubChallenges } from '../../db/schema/index.ts';
import { blockedEitherWay } from '../blocks/index.ts';

/*
 * Club challenges (issue 29). A member's progress is worked out when asked, from what it counts:
 * - runs_attended: the club's runs (not cancelled) in the period, by their local date, where the member
 *   checked in or was marked present;
 * - distance_km: the kilometres of the member's activities (the training feature's store, issue 27) that
 *   started in the period, by their local start.
 */

export type ChallengeRow = typeof clubChallenges.$inferSelect;

/** SQL: the progress of the runner `user` in the challenge row `c` (aliases or expressions). */
export const progressSql = (
  c: string,
  user: SQL,
): SQL => sql`(case when ${sql.raw(c)}.metric = 'runs_attended'
  then (select count(*) from event_participants p join events e on e.id = p.event_id
        where p.user_id = ${user} and p.present and e.club_id = ${sql.raw(c)}.runclub_id
          and e.status <> 'cancelled' and e.date between ${sql.raw(c)}.start_date and ${sql.raw(c)}.end_date)::numeric
  else (select coalesce(sum(a.distance_km), 0) from activities a
        where a.user_id = ${user} and a.start_date >= ${sql.raw(c)}.start_date::timestamp
          and a.start_date < (${sql.raw(c)}.end_date + 1)::timestamp)::numeric end)`;

export async function insertChallenge(
  db: Executor,
  values: {
    runclubId: number;
    title: string;
    metric: ChallengeMetric;
    target: number;
    startDate: string;
    endDate: string;
    createdBy: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(clubChallenges)
    .values({ ...values, target: values.target.toFixed(1) })
    .returning({ id: clubChallenges.id });
  return row!.id;
}

interface ChallengeView extends Record<string, unknown> {
  id: number;
  runclub_id: number;
  title: string;
  metric: ChallengeMetric;
  target: string;
  start_date: string;
  end_date: string;
  created_at: Date | string;
  participants: number;
  joined: boolean;
  progress: string | null;
  completed_at: Date | string | null;
}

/**
 * A club's challenges (or one), each with how many take part and the viewer's own part: ongoing and
 * coming ones first (soonest start first), then ended ones (latest first).
 */
export async function clubChallengeList(
  db: Executor,
  clubId: number,
  viewer: string | null,
  today: string,
  challengeId?: number,
): Promise<ChallengeView[]> {
  const me = sql`${viewer}::uuid`;
  const result = await db.execute<ChallengeView>(sql`
    select c.id, c.runclub_id, c.title, c.metric, c.target::text as target, c.start_date::text as start_date,
      c.end_date::text as end_date, c.created_at,
      (select count(*)::int from club_challenge_members m where m.challenge_id = c.id) as participants,
      (mine.user_id is not null) as joined,
      case when mine.user_id is not null then ${progressSql('c', me)}::text end as progress,
      mine.completed_at
    from club_challenges c
    left join club_challenge_members mine on mine.challenge_id = c.id and mine.user_id = ${me}
    where c.runclub_id = ${clubId} ${challengeId === undefined ? sql`` : sql`and c.id = ${challengeId}`}
    order by (c.end_date < ${today}::date), case when c.end_date >= ${today}::date then c.start_date end,
      c.end_date desc, c.id desc
    limit 100`);
  return result.rows;
}

export interface LeaderRow extends Record<string, unknown> {
  challenge_id: number;
  rank: number;
  id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  progress: string;
  completed_at: Date | string | null;
}

/**
 * The leaderboards of these challenges: the club's current members who joined, furthest along first
 * (ties share a rank, the one who joined first listed first), the first `limit` of each. Runners the
 * viewer blocked or was blocked by are left out of what the viewer sees, after ranking.
 */
export async function leaderboards(
  db: Executor,
  challengeIds: number[],
  viewer: string,
  limit: number,
): Promise<LeaderRow[]> {
  if (!challengeIds.length) return [];
  const result = await db.execute<LeaderRow>(sql`
    select * from (
      select ranked.*, row_number() over (partition by ranked.challenge_id order by ranked.rank, ranked.joined_at) as n
      from (
        select m.challenge_id, m.joined_at, u.id, u.first_name, u.last_name, u.profile_image_url,
          pr.progress::text as progress, m.completed_at,
          rank() over (partition by m.challenge_id order by pr.progress desc)::int as rank
        from club_challenge_members m
        join club_challenges c on c.id = m.challenge_id
        join runclub_members rm on rm.runclub_id = c.runclub_id and rm.user_id = m.user_id
        join users u on u.id = m.user_id and u.hidden_at is null
        cross join lateral (select ${progressSql('c', sql`m.user_id`)} as progress) pr
        where m.challenge_id in (${sql.join(
          challengeIds.map((id) => sql`${id}`),
          sql`, `,
        )})
      ) ranked
      where not ${blockedEitherWay(sql`ranked.id`, sql`${viewer}::uuid`)}
    ) shown
    where shown.n <= ${limit}
    order by shown.challenge_id, shown.n`);
  return result.rows;
}

export async function findChallenge(db: Executor, clubId: number, challengeId: number) {
  const result = await db.execute<{ id: number; end_date: string; start_date: string }>(
    sql`select id, start_date::text as start_date, end_date::text as end_date from club_challenges
        where id = ${challengeId} and runclub_id = ${clubId}`,
  );
  return result.rows[0];
}

/** Adds the runner to the challenge; false when they had joined already. */
export async function addChallengeMember(
  db: Executor,
  challengeId: number,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .insert(clubChallengeMembers)
    .values({ challengeId, userId })
    .onConflictDoNothing()
    .returning({ userId: clubChallengeMembers.userId });
  return rows.length > 0;
}

/**
 * Members who reached the target and have not been told yet, marked completed now: of one runner's
 * challenges at one club that count one metric, of one runner in one challenge (on joining), or of every
 * challenge running on `today` (UTC; the
 * hourly check, which also catches the activities metric). Only the club's current members. Answers who
 * and which.
 */
export async function completeReached(
  db: Executor,
  scope:
    | { clubId: number; userId: string; metric: ChallengeMetric }
    | { challengeId: number; userId: string }
    | { today: string },
): Promise<{ user_id: string; challenge_id: number; title: string; runclub_id: number }[]> {
  const where =
    'today' in scope
      ? // A day either side of the UTC date covers every Australian zone.
        sql`c.start_date <= ${scope.today}::date + 1 and c.end_date >= ${scope.today}::date - 1`
      : 'challengeId' in scope
        ? sql`c.id = ${scope.challengeId} and m.user_id = ${scope.userId}`
        : sql`c.runclub_id = ${scope.clubId} and m.user_id = ${scope.userId} and c.metric = ${scope.metric}`;
  const result = await db.execute<{
    user_id: string;
    challenge_id: number;
    title: string;
    runclub_id: number;
  }>(sql`
    update club_challenge_members done set completed_at = now()
    from club_challenge_members m join club_challenges c on c.id = m.challenge_id
    where done.challenge_id = m.challenge_id and done.user_id = m.user_id and m.completed_at is null
      and ${where}
      and exists (select 1 from runclub_members rm where rm.runclub_id = c.runclub_id and rm.user_id = m.user_id)
      and ${progressSql('c', sql`m.user_id`)} >= c.target
    returning done.user_id, done.challenge_id, c.title, c.runclub_id`);
  return result.rows;
}
