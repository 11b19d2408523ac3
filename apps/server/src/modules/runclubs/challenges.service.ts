import { CHALLENGE_LIMITS, CLUB_MESSAGES, type Challenge, type CreateChallenge } from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.ts';
import { localDate, timezoneForLocality } from '../../lib/timezones.ts';
import type { NotificationDelivery } from '../notifications/index.ts';
import {
  addChallengeMember,
  clubChallengeList,
  completeReached,
  findChallenge,
  insertChallenge,
  leaderboards,
  type LeaderRow,
} from './challenges.repository.ts';
import { findClub, memberRole } from './runclubs.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const num = (text: string) => Math.round(Number(text) * 10) / 10;

/**
 * Club challenges (issue 29): a club's owner and admins set them; any number of its members join; each
 * sees their progress, and the club's members (only they) the leaderboard. Reaching the target is told
 * once: at once for a check-in at a club run (CheckInService calls `attended`) or on joining, and within
 * the hour otherwise (the activities metric), by the hourly check.
 */
export class ClubChallengesService {
  constructor(
    private readonly db: Db,
    private readonly delivery: NotificationDelivery,
  ) {}

  /** The club (404 unknown, hidden or archived) and its local date today. */
  async #club(executor: Executor, clubId: number) {
    const club = await findClub(executor, clubId);
    if (!club) throw notFound(CLUB_MESSAGES.notFound);
    return { club, today: localDate(new Date(), timezoneForLocality(club.location)) };
  }

  async create(userId: string, clubId: number, input: CreateChallenge): Promise<Challenge> {
    const { today } = await this.#club(this.db, clubId);
    const role = await memberRole(this.db, clubId, userId);
    if (role !== 'owner' && role !== 'admin') throw forbidden(CLUB_MESSAGES.notAdmin);
    if (input.endDate < today)
      throw validationError(CLUB_MESSAGES.challengeEndPast, { endDate: [CLUB_MESSAGES.challengeEndPast] });
    const id = await insertChallenge(this.db, { ...input, runclubId: clubId, createdBy: userId });
    return this.one(clubId, id, userId);
  }

  /** The club's challenges; the leaderboards' first rows for its members. */
  async list(clubId: number, viewer: string | undefined): Promise<{ challenges: Challenge[] }> {
    return { challenges: await this.#answer(clubId, viewer, CHALLENGE_LIMITS.leaderboardInList) };
  }

  async one(clubId: number, challengeId: number, viewer: string | undefined): Promise<Challenge> {
    const [challenge] = await this.#answer(clubId, viewer, CHALLENGE_LIMITS.leaderboard, challengeId);
    if (!challenge) throw notFound(CLUB_MESSAGES.challengeNotFound);
    return challenge;
  }

  async #answer(clubId: number, viewer: string | undefined, boardSize: number, challengeId?: number) {
    const { today } = await this.#club(this.db, clubId);
    const member = viewer ? (await memberRole(this.db, clubId, viewer)) !== null : false;
    const rows = await clubChallengeList(this.db, clubId, viewer ?? null, today, challengeId);
    const boards = new Map<number, LeaderRow[]>();
    if (member && viewer)
      for (const row of await leaderboards(
        this.db,
        rows.map((r) => Number(r.id)),
        viewer,
        boardSize,
      ))
        boards.set(Number(row.challenge_id), [...(boards.get(Number(row.challenge_id)) ?? []), row]);
    return rows.map((r): Challenge => {
      const target = num(r.target);
      const progress = r.progress === null ? null : num(r.progress);
      return {
        id: Number(r.id),
        runclubId: Number(r.runclub_id),
        title: r.title,
        metric: r.metric,
        target,
        startDate: r.start_date,
        endDate: r.end_date,
        status: today < r.start_date ? 'upcoming' : today > r.end_date ? 'ended' : 'active',
        participantCount: Number(r.participants),
        joined: r.joined,
        progress,
        completed: r.completed_at !== null || (progress !== null && progress >= target),
        leaderboard: member
          ? (boards.get(Number(r.id)) ?? []).map((b) => {
              const done = num(b.progress);
              return {
                rank: Number(b.rank),
                runner: {
                  id: b.id,
                  firstName: b.first_name,
                  lastName: b.last_name,
                  profileImageUrl: b.profile_image_url,
                },
                progress: done,
                completed: b.completed_at !== null || done >= target,
              };
            })
          : null,
        createdAt: iso(r.created_at),
      };
    });
  }

  /** A member joins (no limit on how many); one who already reached the target hears so at once. */
  async join(userId: string, clubId: number, challengeId: number): Promise<Challenge> {
    await this.db.transaction(async (tx) => {
      const { today } = await this.#club(tx, clubId);
      const challenge = await findChallenge(tx, clubId, challengeId);
      if (!challenge) throw notFound(CLUB_MESSAGES.challengeNotFound);
      if ((await memberRole(tx, clubId, userId)) === null)
        throw forbidden(CLUB_MESSAGES.challengeMembersOnly);
      if (today > challenge.end_date) throw conflict(CLUB_MESSAGES.challengeEnded);
      if (await addChallengeMember(tx, challengeId, userId))
        await this.#tell(tx, await completeReached(tx, { challengeId, userId }));
    });
    return this.one(clubId, challengeId, userId);
  }

  /** A runner was marked present at one of the club's runs: their runs-attended challenges may be done. */
  async attended(tx: Executor, clubId: number, userId: string): Promise<void> {
    await this.#tell(tx, await completeReached(tx, { clubId, userId, metric: 'runs_attended' }));
  }

  /** The hourly check: every running challenge's members who reached the target since. */
  async checkAll(now = new Date()): Promise<number> {
    return this.db.transaction(async (tx) => {
      const done = await completeReached(tx, { today: now.toISOString().slice(0, 10) });
      await this.#tell(tx, done);
      return done.length;
    });
  }

  async #tell(
    tx: Executor,
    done: { user_id: string; challenge_id: number; title: string; runclub_id: number }[],
  ) {
    if (!done.length) return;
    await this.delivery.deliver(
      tx,
      done.map((d) => ({
        userId: d.user_id,
        type: 'challenge_completed' as const,
        event: null,
        details: { challenge: { id: Number(d.challenge_id), clubId: Number(d.runclub_id), title: d.title } },
      })),
    );
  }
}
