import {
  CLUB_LIMITS,
  CLUB_MESSAGES,
  type ClubRole,
  type CreateRunclub,
  type ListRunclubsQuery,
  type MembershipResult,
  type RunclubCard,
  type RunclubDetail,
  type UpdateRunclub,
} from '@stride/contracts';
import { SharedAnswers } from '../../lib/cache.ts';
import type { Db, Executor } from '../../db/client.ts';
import { conflict, forbidden, notFound, validationError } from '../../lib/errors.ts';
import type { ImageStore } from '../../lib/images.ts';
import type { LocationsService } from '../locations/index.ts';
import type { NotificationDelivery } from '../notifications/index.ts';
import {
  addMember,
  clubMembers,
  findClub,
  insertClub,
  lockClub,
  memberIds,
  memberRole,
  myClubs,
  nextOwner,
  membershipsOf,
  removeMember,
  searchClubs,
  setRole,
  updateClub,
  upcomingClubEvents,
  type NewClub,
} from './runclubs.repository.ts';

const iso = (d: Date) => d.toISOString();
const isAdmin = (role: ClubRole | null) => role === 'owner' || role === 'admin';

/**
 * Run clubs (issue 9): search, create, membership and roles. Only the owner and admins change a club;
 * only the owner changes roles and hands the club over. Hidden clubs (moderation) are never answered.
 */
export class RunclubsService {
  // Search answers, ready to send, kept for the discovery time-to-live (like the events' discovery):
  // everyone asking the same question shares one query. Any club write through this instance clears it
  // (runclubs.routes.ts); other instances catch up within the time-to-live.
  readonly #answers: SharedAnswers<Buffer>;

  constructor(
    private readonly db: Db,
    private readonly locations: LocationsService,
    private readonly logos: ImageStore,
    private readonly delivery: NotificationDelivery,
    searchTtlMs: number,
  ) {
    this.#answers = new SharedAnswers(searchTtlMs, 5000);
  }

  /** Search answers as ready-to-send JSON (runclubListSchema: the cards come built by the database). */
  list(query: ListRunclubsQuery): Promise<Buffer> {
    return this.#answers.answer(JSON.stringify(query), async () => {
      const { cards, nextCursor } = await searchClubs(this.db, query);
      return Buffer.from(`{"clubs":[${cards.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`);
    });
  }

  clearSearch(): void {
    this.#answers.clear();
  }

  async detail(id: number, viewerId: string | undefined): Promise<RunclubDetail> {
    const club = await findClub(this.db, id);
    if (!club) throw notFound(CLUB_MESSAGES.notFound);
    const [viewerRole, members, upcoming] = await Promise.all([
      viewerId ? memberRole(this.db, id, viewerId) : null,
      clubMembers(this.db, id, CLUB_LIMITS.membersShown),
      upcomingClubEvents(this.db, id, viewerId, CLUB_LIMITS.upcomingEvents),
    ]);
    // The stored card (club-card.ts): the club's one card definition.
    const card = JSON.parse(club.card) as Omit<RunclubCard, 'distanceKm'>;
    return {
      ...card,
      comments: club.comments,
      status: club.status,
      createdAt: iso(club.createdAt),
      updatedAt: iso(club.updatedAt),
      viewerRole,
      members: members.map((m) => ({ ...m, role: m.role as ClubRole })),
      upcomingEvents: upcoming.map((e) => JSON.parse(e.json) as RunclubDetail['upcomingEvents'][number]),
      stravaClubName: club.stravaClubName,
    };
  }

  /** The locality a label names (SPEC 5: it must come from the dropdown); its lat/lng are the club's. */
  async #locality(label: string) {
    const found = await this.locations.byLabel(label);
    if (!found)
      throw validationError(CLUB_MESSAGES.locationNotListed, { location: [CLUB_MESSAGES.locationNotListed] });
    return { location: found.label, lat: found.lat, lng: found.lng };
  }

  #fields(input: Partial<CreateRunclub>): Partial<NewClub> {
    const { annualCost, location: _location, ...rest } = input;
    return {
      ...rest,
      ...(annualCost !== undefined ? { annualCost: annualCost === null ? null : annualCost.toFixed(2) } : {}),
    };
  }

  async create(userId: string, input: CreateRunclub): Promise<RunclubDetail> {
    const place = await this.#locality(input.location);
    const id = await this.db.transaction((tx) =>
      insertClub(tx, { ...this.#fields(input), name: input.name, ...place, createdBy: userId }, userId),
    );
    return this.detail(id, userId);
  }

  /** The club and the caller's role, refusing anyone but its owner and admins. */
  async requireAdmin(executor: Executor, clubId: number, userId: string) {
    const club = await findClub(executor, clubId);
    if (!club) throw notFound(CLUB_MESSAGES.notFound);
    const role = await memberRole(executor, clubId, userId);
    if (!isAdmin(role)) throw forbidden(CLUB_MESSAGES.notAdmin);
    return { club, role: role! };
  }

  async update(userId: string, id: number, patch: UpdateRunclub): Promise<RunclubDetail> {
    await this.requireAdmin(this.db, id, userId);
    const place = patch.location ? await this.#locality(patch.location) : {};
    await updateClub(this.db, id, { ...this.#fields(patch), ...place });
    return this.detail(id, userId);
  }

  async archive(userId: string, id: number): Promise<{ archived: true }> {
    await this.requireAdmin(this.db, id, userId);
    await updateClub(this.db, id, { status: 'archived' });
    return { archived: true };
  }

  async uploadLogo(userId: string, id: number, contentType: string | undefined, body: unknown) {
    const { club } = await this.requireAdmin(this.db, id, userId);
    const url = await this.logos.save(`club${id}`, contentType, body);
    await updateClub(this.db, id, { logoUrl: url });
    await this.logos.remove(club.logoUrl);
    return this.detail(id, userId);
  }

  /** What a shared club link's preview shows; undefined for unknown, hidden or archived clubs. */
  async preview(id: number) {
    const club = await findClub(this.db, id);
    return club
      ? {
          id: club.id,
          name: club.name,
          description: club.description,
          location: club.location,
          lat: club.lat,
          lng: club.lng,
          logoUrl: club.logoUrl,
          memberCount: club.memberCount,
          updatedAt: club.updatedAt,
        }
      : undefined;
  }

  /** A visible club and its next runs as cards (the embeddable widget, club-embed.ts). */
  async nextRuns(id: number, limit: number) {
    const club = await this.preview(id);
    if (!club) return undefined;
    const rows = await upcomingClubEvents(this.db, id, undefined, limit);
    return { club, runs: rows.map((r) => JSON.parse(r.json) as RunclubDetail['upcomingEvents'][number]) };
  }

  logoFile(name: string): Promise<string> {
    return this.logos.file(name);
  }

  async join(userId: string, id: number): Promise<MembershipResult> {
    return this.db.transaction(async (tx) => {
      const club = await lockClub(tx, id);
      if (!club || club.status !== 'active') throw notFound(CLUB_MESSAGES.notFound);
      await addMember(tx, id, userId);
      return this.#membership(tx, id, userId);
    });
  }

  async leave(userId: string, id: number): Promise<MembershipResult> {
    return this.db.transaction(async (tx) => {
      const club = await lockClub(tx, id);
      if (!club) throw notFound(CLUB_MESSAGES.notFound);
      const role = await memberRole(tx, id, userId);
      if (!role) throw conflict(CLUB_MESSAGES.notMember);
      if (role === 'owner') throw conflict(CLUB_MESSAGES.ownerLeaving);
      await removeMember(tx, id, userId);
      return this.#membership(tx, id, userId);
    });
  }

  /** The owner names a member's role; making someone owner hands the club over (the old owner becomes admin). */
  async changeRole(ownerId: string, id: number, memberId: string, role: ClubRole) {
    await this.db.transaction(async (tx) => {
      const club = await lockClub(tx, id);
      if (!club) throw notFound(CLUB_MESSAGES.notFound);
      if ((await memberRole(tx, id, ownerId)) !== 'owner') throw forbidden(CLUB_MESSAGES.notOwner);
      if (memberId === ownerId) throw conflict(CLUB_MESSAGES.lastOwner);
      if (!(await memberRole(tx, id, memberId))) throw notFound(CLUB_MESSAGES.runnerNotMember);
      await setRole(tx, id, memberId, role);
      if (role === 'owner') await setRole(tx, id, ownerId, 'admin');
    });
    return this.detail(id, ownerId);
  }

  async #membership(executor: Executor, id: number, userId: string): Promise<MembershipResult> {
    const club = await lockClub(executor, id);
    return {
      runclubId: id,
      viewerRole: await memberRole(executor, id, userId),
      memberCount: club!.memberCount,
    };
  }

  async mine(userId: string) {
    const rows = await myClubs(this.db, userId);
    return rows.map((r) => ({ ...r, role: r.role as ClubRole }));
  }

  /**
   * A runner's account is going: they leave every club (counts stay right); each club they own passes
   * to its longest-standing admin, else member, and a club with no one else is archived. Runs in the
   * deletion's transaction.
   */
  async forgetMember(tx: Executor, userId: string): Promise<void> {
    for (const { clubId, role } of await membershipsOf(tx, userId)) {
      if (role === 'owner') {
        const heir = await nextOwner(tx, clubId, userId);
        if (heir) await setRole(tx, clubId, heir, 'owner');
        else await updateClub(tx, clubId, { status: 'archived' });
      }
      await removeMember(tx, clubId, userId);
    }
  }

  /** Tells every member but the author about a new club event, in the caller's transaction. */
  async announceEvent(
    tx: Executor,
    clubId: number,
    authorId: string,
    event: { id: number; title: string; date: string },
  ): Promise<void> {
    const members = await memberIds(tx, clubId);
    await this.delivery.deliver(
      tx,
      members
        .filter((m) => m.userId !== authorId)
        .map((m) => ({ userId: m.userId, type: 'club_event_created' as const, event, from: authorId })),
    );
  }
}
