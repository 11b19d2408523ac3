import {
  STRAVA_CLUB_MESSAGES,
  STRAVA_SYNC,
  type StravaClubOption,
  type StravaClubSync,
  type StravaSyncResult,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { forbidden, notFound, rateLimited, validationError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { EventsService } from '../events/index.ts';
import type { NotificationDelivery } from '../notifications/index.ts';
import type { RunclubsService } from './runclubs.service.ts';
import { stravaClubSyncJob, syncJobKey } from './runclubs.jobs.ts';
import { StravaNotConnected, StravaRateLimited, type StravaApi } from './strava-api.ts';
import { mapGroupEvents } from './strava-event-mapping.ts';
import { diffImport } from './strava-import-diff.ts';
import {
  deleteSyncs,
  eventTitles,
  dueSyncs,
  existingImports,
  findSync,
  findSyncByClub,
  importCounts,
  insertImportedEvent,
  linkedClubs,
  syncsLinkedBy,
  touchImport,
  updateSync,
  upsertSync,
} from './strava-sync.repository.ts';

const NOT_CONNECTED = 'strava.notConnected';

/**
 * Strava club events (issue 9): an organiser links their Stride club to a Strava club they administer;
 * its upcoming group runs are imported as Stride events (events only: never activities, organisers or
 * attendees), refreshed every 24 hours through the job queue, and deleted when the linking runner
 * deauthorises Stride (Strava's API terms).
 */
export class StravaSyncService {
  constructor(
    private readonly db: Db,
    private readonly api: StravaApi,
    private readonly runclubs: RunclubsService,
    private readonly jobs: JobQueue,
    private readonly delivery: NotificationDelivery,
    private readonly events: EventsService,
  ) {}

  async #call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof StravaNotConnected) throw forbidden(NOT_CONNECTED);
      if (err instanceof StravaRateLimited)
        throw rateLimited('strava.busy', (err.retryAt.getTime() - Date.now()) / 1000);
      throw err;
    }
  }

  /** The runner's Strava clubs, with Strava's admin flag and any Stride club already linked to each. */
  async clubsOf(userId: string): Promise<StravaClubOption[]> {
    const clubs = await this.#call(() => this.api.athleteClubs(userId));
    const links = new Map(
      (
        await linkedClubs(
          this.db,
          clubs.map((c) => c.id),
        )
      ).map((l) => [l.clubId, l.runclubId]),
    );
    return clubs.map((c) => ({ ...c, linkedRunclubId: links.get(c.id) ?? null }));
  }

  async link(userId: string, runclubId: number, stravaClubId: string): Promise<StravaClubSync> {
    await this.runclubs.requireAdmin(this.db, runclubId, userId);
    const club = await this.#call(() => this.api.club(userId, stravaClubId));
    if (!club)
      throw validationError(STRAVA_CLUB_MESSAGES.clubId, { stravaClubId: [STRAVA_CLUB_MESSAGES.clubId] });
    if (!club.admin) throw forbidden(STRAVA_CLUB_MESSAGES.notAdmin);
    await this.db.transaction(async (tx) => {
      const before = await findSyncByClub(tx, runclubId);
      // Another Strava club's imports do not belong to this club any more.
      if (before && before.clubId !== club.id) await deleteSyncs(tx, [before.id]);
      const sync = await upsertSync(tx, {
        runclubId,
        clubId: club.id,
        clubName: club.name,
        linkedBy: userId,
      });
      await this.jobs.send(tx, stravaClubSyncJob, { syncId: sync.id }, { singletonKey: syncJobKey(sync.id) });
    });
    return (await this.status(userId, runclubId))!;
  }

  /** The club's link and sync state; null when it is not linked. */
  async status(userId: string, runclubId: number): Promise<StravaClubSync | null> {
    await this.runclubs.requireAdmin(this.db, runclubId, userId);
    const sync = await findSyncByClub(this.db, runclubId);
    if (!sync) return null;
    const counts = await importCounts(this.db, sync.id);
    return {
      stravaClubId: sync.clubId,
      clubName: sync.clubName,
      isActive: sync.isActive,
      syncIntervalHours: sync.syncIntervalHours,
      lastSyncAt: sync.lastSyncAt?.toISOString() ?? null,
      lastError: sync.lastError,
      importedCount: counts.total,
      upcomingImported: counts.upcoming,
    };
  }

  /** "Sync now" from the club page: runs at once and answers what changed. */
  async syncNow(userId: string, runclubId: number): Promise<StravaSyncResult> {
    await this.runclubs.requireAdmin(this.db, runclubId, userId);
    const sync = await findSyncByClub(this.db, runclubId);
    if (!sync) throw notFound('strava.notLinked');
    try {
      return await this.sync(sync.id);
    } catch (err) {
      if (err instanceof StravaRateLimited) await this.#retryLater(sync.id, err);
      return this.#call(() => Promise.reject(err));
    }
  }

  /** The cron job: one sync job per linked club that is due. */
  async queueDue(): Promise<number> {
    const due = await dueSyncs(this.db, STRAVA_SYNC.minIntervalHours);
    await this.jobs.sendMany(
      this.db,
      stravaClubSyncJob,
      due.map((d) => ({ data: { syncId: d.id }, options: { singletonKey: syncJobKey(d.id) } })),
    );
    return due.length;
  }

  /** The sync job: Strava's 429 waits for the next window; a revoked connection stops without retrying. */
  async runJob({ syncId }: { syncId: number }): Promise<void> {
    try {
      await this.sync(syncId);
    } catch (err) {
      if (err instanceof StravaRateLimited) return this.#retryLater(syncId, err);
      await updateSync(this.db, syncId, { lastError: err instanceof Error ? err.message : String(err) });
      if (err instanceof StravaNotConnected) return;
      throw err;
    }
  }

  async #retryLater(syncId: number, err: StravaRateLimited): Promise<void> {
    await updateSync(this.db, syncId, { lastError: err.message });
    await this.jobs.send(
      this.db,
      stravaClubSyncJob,
      { syncId },
      {
        startAfter: err.retryAt,
        singletonKey: syncJobKey(syncId),
      },
    );
  }

  /** Imports the club's upcoming group runs: creates new ones, updates changed ones, cancels vanished ones. */
  async sync(syncId: number): Promise<StravaSyncResult> {
    const found = await findSync(this.db, syncId);
    if (!found || !found.sync.isActive) return { created: 0, updated: 0, cancelled: 0, skipped: 0 };
    const { sync, club } = found;
    if (!sync.linkedBy) throw new StravaNotConnected();
    const parsed = await this.api.groupEvents(sync.linkedBy, sync.clubId);
    if (!parsed || !parsed.ok) throw new Error('Strava did not answer a list of group events');
    const now = new Date();
    const linked = {
      stravaClubId: sync.clubId,
      runclubId: club.id,
      name: sync.clubName,
      location: club.location,
      lat: club.lat,
      lng: club.lng,
    };
    const mapped = mapGroupEvents(parsed.events, linked, now);
    const unreadable = new Set(parsed.skipped.flatMap((s) => (s.id ? [s.id] : [])));
    return this.db.transaction(async (tx) => {
      const diff = diffImport(await existingImports(tx, sync.id), mapped.occurrences, {
        now,
        unreadableEventIds: unreadable,
      });
      for (const o of diff.create) {
        await insertImportedEvent(tx, sync.id, o.key, {
          ...o.fields,
          clubId: club.id,
          createdBy: o.fields.clubName,
        });
      }
      for (const u of diff.update) {
        await this.events.updateImported(tx, u.eventId, u.changes);
        await touchImport(tx, u.key);
      }
      await this.events.cancelImported(
        tx,
        diff.cancel.map((c) => c.eventId),
      );
      await this.#tellAttendees(
        tx,
        diff.update.map((u) => u.eventId),
        'event_updated',
      );
      await this.#tellAttendees(
        tx,
        diff.cancel.map((c) => c.eventId),
        'event_cancelled',
      );
      await updateSync(tx, sync.id, { lastSyncAt: now, lastError: null });
      return {
        created: diff.create.length,
        updated: diff.update.length,
        cancelled: diff.cancel.length,
        skipped: mapped.skipped.length + parsed.skipped.length,
      };
    });
  }

  async #tellAttendees(tx: Executor, eventIds: number[], type: 'event_updated' | 'event_cancelled') {
    if (!eventIds.length) return;
    const people = await this.events.signedUpTo(tx, eventIds);
    const byId = new Map((await eventTitles(tx, eventIds)).map((e) => [e.id, e]));
    await this.delivery.deliver(
      tx,
      people.map((p) => ({ userId: p.userId, type, event: byId.get(p.eventId)! })),
    );
  }

  /** The runner deauthorised Stride (or deleted their account): every club they linked loses its link and its imported events. */
  async forgetRunner(userId: string, executor: Executor = this.db): Promise<number> {
    return executor.transaction(async (tx) => {
      const syncs = await syncsLinkedBy(tx, userId);
      return deleteSyncs(
        tx,
        syncs.map((s) => s.id),
      );
    });
  }
}
