import { deleteBlock, insertBlock, isBlockedEitherWay, listBlocked } from '../blocks/index.ts';
import {
  applyBuddyPreferencesUpdate,
  BUDDY_MESSAGES,
  SOCIAL_MESSAGES,
  type BuddyMatch,
  type BuddyMatchStatus,
  type BuddyPreferences,
  type BuddyPreferencesUpdate,
  type BuddyRunner,
  type BuddySuggestion,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, conflict, forbidden, issuesError, notFound } from '../../lib/errors.ts';
import type { AttendanceService } from '../events/index.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { StoredSuggestion } from '../../db/schema/index.ts';
import {
  buddyRunnerChangedJob,
  buddySuggestionsRefreshJob,
  refreshJobKey,
  runnerChangedJobKey,
} from './buddies.jobs.ts';
import type { NotificationDelivery } from '../notifications/index.ts';
import { buddyRejection } from './buddy-eligibility.ts';
import { roundDistanceKm } from './buddy-runner.ts';
import { buddyScore } from './buddy-score.ts';
import { rankBuddySuggestions, type NearbyRunner } from './buddy-suggestions.ts';
import {
  adjustBuddyCounts,
  CANDIDATE_POOL,
  candidatesFrom,
  CHANGE_REACH,
  findCandidate,
  findMatch,
  homeDistanceKm,
  insertRequest,
  listMatches,
  listsHolding,
  nearbyCandidates,
  placeInLists,
  removeFromLists,
  openMatchesBetween,
  readPreferences,
  readLiveSuggestions,
  readRenderedSuggestions,
  type PublicRunner,
  type RunnerRow,
  storeSuggestions,
  setMatchStatus,
  unsuggestableIds,
  userExists,
  writePreferences,
} from './buddies.repository.ts';

/** A stored suggestion list older than this is refreshed (new runners nearby show up within a day). */
const LIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How many suggestions a list keeps: the page's largest limit. */
const LIST_SIZE = 50;

/** How long a change waits before the lists around the runner are updated: a save that comes in a
 * burst (profile set-up, then buddy preferences) is one update. */
const CHANGE_SETTLE_MS = 2000;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Tells the buddies module that a runner changed something suggestions depend on (profile, home,
 * goals, preferences), inside the transaction that changed it: the runner shows up in (or leaves) the
 * stored lists of the runners near them within a minute, without those runners doing anything.
 */
export type RunnerChanged = (executor: Executor, userId: string) => Promise<void>;

/** The public face of a runner in buddy lists: first name and initial, suburb, no address or age. */
export function toBuddyRunner(r: PublicRunner): BuddyRunner {
  return {
    id: r.id,
    firstName: r.firstName,
    lastInitial: r.lastName ? r.lastName.slice(0, 1).toUpperCase() : null,
    profileImageUrl: r.profileImageUrl,
    // "Bondi, NSW 2026" → "Bondi, NSW": the suburb, not the postcode.
    locality: r.location ? r.location.replace(/\s+\d{4}$/, '') : null,
    experienceLevel: r.experienceLevel,
    preferredPace: r.preferredPace,
  };
}

/** One suggestion as GET /api/buddies/suggestions sends it, field by field (no schema pass follows). */
function renderSuggestion(
  runner: PublicRunner,
  { distanceKm, score, reasons }: Omit<StoredSuggestion, 'id'>,
): string {
  return JSON.stringify({
    runner: toBuddyRunner(runner),
    distanceKm,
    score,
    reasons: reasons.map(({ factor, points, max }) => ({ factor, points, max })),
  } satisfies BuddySuggestion);
}

/** The answer of GET /api/buddies/suggestions for an opted-in runner, from rendered suggestions. */
const optedInAnswer = (rendered: string) => `{"optedIn":true,"suggestions":[${rendered}]}`;

/** Running buddies (issue 11): preferences, suggestions, requests, the buddy list and blocking. */
export class BuddiesService {
  constructor(
    private readonly db: Db,
    private readonly delivery: NotificationDelivery,
    private readonly jobs: JobQueue,
    private readonly attendance: AttendanceService,
  ) {}

  async preferences(userId: string): Promise<BuddyPreferences & { optedIn: boolean }> {
    const { preferences, optedIn } = await readPreferences(this.db, userId);
    return { ...preferences, optedIn };
  }

  /** Saving the preferences opts the runner in (isActive true by default); isActive false opts out. */
  async updatePreferences(userId: string, patch: BuddyPreferencesUpdate) {
    const { preferences } = await readPreferences(this.db, userId);
    const result = applyBuddyPreferencesUpdate(preferences, patch);
    if (!result.success) throw issuesError(result.error.issues);
    await this.db.transaction(async (tx) => {
      await writePreferences(tx, userId, result.data);
      await this.runnerChanged(tx, userId);
    });
    return { ...result.data, optedIn: result.data.isActive };
  }

  /** See RunnerChanged: queues updateListsAround (one waiting job per runner). */
  runnerChanged: RunnerChanged = async (executor, userId) => {
    await this.jobs.send(
      executor,
      buddyRunnerChangedJob,
      { userId },
      { singletonKey: runnerChangedJobKey(userId), startAfter: new Date(Date.now() + CHANGE_SETTLE_MS) },
    );
  };

  /**
   * The runner's suggestions as the JSON the API sends, from their stored list (decision 0023): worked
   * out now on the first visit or after they changed their profile or preferences. A returning visit
   * whose listed runners changed nothing since is sent as rendered then; otherwise the list is checked
   * live. A list over a day old, or one no longer sendable as rendered, is worked out again behind.
   */
  async suggestionsJson(userId: string, limit: number): Promise<string> {
    const stored = await readRenderedSuggestions(this.db, userId, limit);
    if (!stored) throw notFound();
    if (!stored.optedIn) return JSON.stringify({ optedIn: false, suggestions: [] });
    if (!stored.fresh) {
      await this.refreshSuggestions(userId);
      return this.liveSuggestionsJson(userId, limit);
    }
    if (stored.rendered === null || Date.now() - stored.computedAt!.getTime() > LIST_MAX_AGE_MS) {
      const key = refreshJobKey(userId);
      await this.jobs.send(this.db, buddySuggestionsRefreshJob, { userId }, { singletonKey: key });
    }
    if (stored.rendered === null) return this.liveSuggestionsJson(userId, limit);
    return optedInAnswer(stored.rendered);
  }

  private async liveSuggestionsJson(userId: string, limit: number): Promise<string> {
    const live = await readLiveSuggestions(this.db, userId, limit);
    return optedInAnswer(
      live.map(({ suggestion, ...runner }) => renderSuggestion(runner, suggestion)).join(','),
    );
  }

  /** Scores the runners near `userId` (both sides' filters) and stores the best LIST_SIZE. */
  async refreshSuggestions(userId: string): Promise<void> {
    const startedAt = new Date();
    const me = await findCandidate(this.db, userId);
    if (!me) return;
    const day = today();
    const nearby = await nearbyCandidates(this.db, me, day, await unsuggestableIds(this.db, userId));
    await this.#storeList(me, nearby, day, startedAt);
  }

  async #storeList(me: RunnerRow, nearby: readonly NearbyRunner<RunnerRow>[], day: string, computedAt: Date) {
    const ranked = rankBuddySuggestions(me, nearby, { today: day, limit: LIST_SIZE });
    const suggestions = ranked.map(({ runner, distanceKm, score, reasons }) => ({
      id: runner.id,
      distanceKm,
      score,
      reasons,
    }));
    const rendered = ranked.map((r) => renderSuggestion(r.runner, r));
    await storeSuggestions(this.db, me.id, { suggestions, rendered, computedAt });
  }

  /**
   * After `userId` changed (RunnerChanged): works their own list out again, and puts them into the
   * stored list of every opted-in runner they now suit, at the place their score earns, or takes them
   * out of the lists of runners they no longer suit (decision 0023, update of issue 26). Their suitors
   * are the nearest CHANGE_REACH runners both sides' filters accept (the same rules, the same score:
   * it is symmetric), plus whoever already lists them.
   */
  async updateListsAround(userId: string): Promise<void> {
    const startedAt = new Date();
    const me = await findCandidate(this.db, userId);
    const holders = await listsHolding(this.db, userId);
    if (!me?.preferences.isActive) return removeFromLists(this.db, userId, holders);
    const day = today();
    const skip = await unsuggestableIds(this.db, userId);
    const nearby = await nearbyCandidates(this.db, me, day, skip, CHANGE_REACH);
    await this.#storeList(me, nearby.slice(0, CANDIDATE_POOL), day, startedAt);
    const reached = new Set(nearby.map((n) => n.runner.id));
    const further = holders.filter((id) => !reached.has(id) && !skip.has(id));
    const suitors = [...nearby, ...(await candidatesFrom(this.db, userId, further))].filter(
      ({ runner, distanceKm }) => !buddyRejection(me, runner, distanceKm, day),
    );
    const placements = suitors.map(({ runner, distanceKm }) => {
      const entry = {
        id: me.id,
        distanceKm: roundDistanceKm(distanceKm),
        ...buddyScore(me, runner, distanceKm, day),
      };
      return { owner: runner.id, entry, rendered: renderSuggestion(me, entry) };
    });
    const suited = new Set(suitors.map((s) => s.runner.id));
    await removeFromLists(
      this.db,
      userId,
      holders.filter((id) => !suited.has(id)),
    );
    await placeInLists(this.db, userId, placements, LIST_SIZE);
  }

  async request(userId: string, recipientId: string, message: string | undefined): Promise<BuddyMatch> {
    if (recipientId === userId) throw badRequest(BUDDY_MESSAGES.self);
    const id = await this.db.transaction(async (tx) => {
      const [me, them] = [await findCandidate(tx, userId), await findCandidate(tx, recipientId)];
      if (!me || !them) throw notFound('social.runnerNotFound');
      // A runner blocked by the recipient learns no more than that the runner is not available.
      if (await isBlockedEitherWay(tx, userId, recipientId)) throw forbidden(BUDDY_MESSAGES.notAvailable);
      const { optedIn } = await readPreferences(tx, recipientId);
      if (!optedIn) throw forbidden(BUDDY_MESSAGES.notAvailable);
      const km = await homeDistanceKm(tx, userId, recipientId);
      const score = km === null ? null : buddyScore(me, them, km, today()).score;
      const matchId = await insertRequest(tx, {
        requesterId: userId,
        recipientId,
        compatibilityScore: score,
        message: message ?? null,
      });
      if (matchId === null) throw conflict(BUDDY_MESSAGES.alreadyOpen);
      await this.delivery.deliver(tx, [
        {
          userId: recipientId,
          type: 'buddy_request',
          event: null,
          actor: { id: userId, firstName: me.firstName },
        },
      ]);
      return matchId;
    });
    return this.#one(userId, id);
  }

  /** Accept or decline, by the recipient of a pending request. */
  async respond(userId: string, matchId: number, status: Extract<BuddyMatchStatus, 'accepted' | 'declined'>) {
    await this.db.transaction(async (tx) => {
      const match = await findMatch(tx, matchId);
      if (!match || (match.recipientId !== userId && match.requesterId !== userId))
        throw notFound('buddies.requestNotFound');
      if (match.recipientId !== userId) throw forbidden('buddies.recipientOnly');
      if (match.status !== 'pending') throw conflict(BUDDY_MESSAGES.notPending);
      await setMatchStatus(tx, matchId, status);
      if (status !== 'accepted') return;
      await adjustBuddyCounts(tx, [match.requesterId, match.recipientId], 1);
      const me = await userExists(tx, userId);
      await this.delivery.deliver(tx, [
        {
          userId: match.requesterId,
          type: 'buddy_accepted',
          event: null,
          actor: { id: userId, firstName: me?.firstName ?? null },
        },
      ]);
    });
    return this.#one(userId, matchId);
  }

  async requests(userId: string) {
    const rows = (await listMatches(this.db, userId, ['pending'])).map((r) => this.#toMatch(userId, r));
    return { incoming: rows.filter((m) => !m.sentByMe), outgoing: rows.filter((m) => m.sentByMe) };
  }

  async buddies(userId: string) {
    return {
      matches: (await listMatches(this.db, userId, ['accepted'])).map((r) => this.#toMatch(userId, r)),
    };
  }

  /**
   * Blocks a runner: open requests and buddyships between the two end, as 'blocked', and the blocked
   * runner leaves the blocker's upcoming runs (issue 25; attendance.service.ts refuses them from then on).
   */
  async block(userId: string, blockedId: string): Promise<void> {
    if (blockedId === userId) throw badRequest(SOCIAL_MESSAGES.blockSelf);
    await this.db.transaction(async (tx) => {
      if (!(await userExists(tx, blockedId))) throw notFound('social.runnerNotFound');
      await insertBlock(tx, userId, blockedId);
      for (const match of await openMatchesBetween(tx, userId, blockedId)) {
        await setMatchStatus(tx, match.id, 'blocked');
        if (match.status === 'accepted') await adjustBuddyCounts(tx, [userId, blockedId], -1);
      }
      await this.attendance.dropFromRunsOf(tx, userId, blockedId);
    });
  }

  blocked(userId: string) {
    return listBlocked(this.db, userId);
  }

  async unblock(userId: string, blockedId: string): Promise<void> {
    if (!(await deleteBlock(this.db, userId, blockedId))) throw notFound('social.runnerNotFound');
  }

  async #one(userId: string, matchId: number): Promise<BuddyMatch> {
    const rows = await listMatches(this.db, userId, ['pending', 'accepted', 'declined', 'blocked']);
    const row = rows.find((r) => r.match.id === matchId);
    if (!row) throw notFound('buddies.requestNotFound');
    return this.#toMatch(userId, row);
  }

  #toMatch(userId: string, row: Awaited<ReturnType<typeof listMatches>>[number]): BuddyMatch {
    const sentByMe = row.match.requesterId === userId;
    return {
      id: row.match.id,
      status: row.match.status as BuddyMatchStatus,
      compatibilityScore: row.match.compatibilityScore,
      buddy: toBuddyRunner(sentByMe ? row.recipient : row.requester),
      sentByMe,
      createdAt: row.match.createdAt.toISOString(),
      respondedAt: row.match.respondedAt?.toISOString() ?? null,
      matchedAt: row.match.matchedAt?.toISOString() ?? null,
      message: row.match.message,
    };
  }
}
