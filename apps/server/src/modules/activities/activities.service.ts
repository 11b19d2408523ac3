import { createHash } from 'node:crypto';
import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES as M,
  addDays,
  type Activity,
  type ActivityListQuery,
  type ActivityPage,
  type ActivityResult,
  type ManualActivityInput,
} from '@stride/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { localDate, localDateTime, timezoneForLocality, zonedToUtc } from '../../lib/timezones.ts';
import type { TrainingPlansService } from '../training-plans/index.ts';
import { parseActivityFile } from './activity-files.ts';
import { decodeCursor, encodeCursor, toActivity } from './activities.mapper.ts';
import {
  deleteActivity,
  findActivity,
  insertActivity,
  listActivities,
  updateActivity,
  type ActivityRow,
  type NewActivityRow,
} from './activities.repository.ts';

/** A run as Stride keeps it, before it is saved. */
export type NewRun = Omit<NewActivityRow, 'userId' | 'id' | 'startDate' | 'trainingPlanId' | 'workoutDate'>;

/**
 * A runner's runs (issue 27): uploaded files, runs logged by hand and (strava-activities.ts) Strava
 * imports. Each run completes the active plan's workout of its day when one fits. Only the runner sees
 * their runs: anyone else gets 404.
 */
export class ActivitiesService {
  constructor(
    private readonly db: Db,
    private readonly trainingPlans: TrainingPlansService,
  ) {}

  async #timeZone(userId: string, db: Executor = this.db): Promise<string> {
    const [row] = await db.select({ location: users.location }).from(users).where(eq(users.id, userId));
    return timezoneForLocality(row?.location ?? null);
  }

  /**
   * Saves a run and lets it complete a workout, in one transaction. Null when it was already there
   * (the same file, or the same Strava activity).
   */
  async add(userId: string, run: NewRun, db: Executor = this.db): Promise<ActivityResult | null> {
    const zone = await this.#timeZone(userId, db);
    const local = localDateTime(run.startedAt, zone);
    const seconds = String(new Date(run.startedAt).getUTCSeconds()).padStart(2, '0');
    const startDate = `${local.date}T${local.time}:${seconds}`;
    const save = async (tx: Executor) => {
      const row = await insertActivity(tx, { ...run, userId, startDate });
      if (!row) return null;
      const match = await this.trainingPlans.completeFromRun(
        userId,
        {
          activityId: row.id,
          date: local.date,
          distanceKm: row.distanceKm,
          movingTimeSec: row.movingTimeSec,
        },
        tx,
      );
      const saved = match
        ? await updateActivity(tx, row.id, {
            trainingPlanId: match.trainingPlanId,
            workoutDate: match.workoutDate,
          })
        : row;
      return { activity: toActivity(saved), match };
    };
    return db === this.db ? this.db.transaction(save) : save(db);
  }

  /** POST /api/activities/upload: a GPX, TCX or FIT file's run. */
  async upload(userId: string, bytes: Uint8Array): Promise<ActivityResult> {
    const parsed = parseActivityFile(bytes);
    if (!parsed.ok) throw badRequest(parsed.reason === 'not_run' ? M.notARun : M.fileType);
    const a = parsed.activity;
    const result = await this.add(userId, {
      source: 'upload',
      fileSha256: createHash('sha256').update(bytes).digest('hex'),
      sportType: a.sportType,
      name: a.name.slice(0, ACTIVITY_LIMITS.nameMax),
      startedAt: a.startedAt,
      distanceKm: a.distanceKm,
      movingTimeSec: a.movingTimeSec,
      elapsedTimeSec: a.elapsedTimeSec,
      avgPaceSecPerKm: a.distanceKm > 0 ? Math.round(a.movingTimeSec / a.distanceKm) : null,
      elevationGainM: a.elevationGainM,
      avgHeartRate: a.avgHeartRate,
    });
    if (!result) throw conflict(M.duplicate);
    return result;
  }

  /** POST /api/activities: a run logged by hand, on a day of the last 30 up to the runner's today. */
  async addManual(userId: string, input: ManualActivityInput): Promise<ActivityResult> {
    const zone = await this.#timeZone(userId);
    const now = new Date();
    const today = localDate(now, zone);
    if (input.date > today || input.date < addDays(today, -ACTIVITY_LIMITS.manualDaysBack))
      throw fieldError('date', M.date);
    // No clock time for a run typed in: now for today's, midday for an earlier day's.
    const startedAt = input.date === today ? now : zonedToUtc(input.date, '12:00', zone);
    const result = await this.add(userId, {
      source: 'manual',
      sportType: 'Run',
      name: input.name ?? '',
      startedAt,
      distanceKm: input.distanceKm,
      movingTimeSec: input.movingTimeSec,
      elapsedTimeSec: input.movingTimeSec,
      avgPaceSecPerKm: Math.round(input.movingTimeSec / input.distanceKm),
      elevationGainM: null,
      avgHeartRate: null,
    });
    return result!;
  }

  async list(
    userId: string,
    query: Required<Pick<ActivityListQuery, 'limit'>> & ActivityListQuery,
  ): Promise<ActivityPage> {
    const limit = Number(query.limit);
    const rows = await listActivities(this.db, userId, limit + 1, decodeCursor(query.cursor));
    const items = rows.slice(0, limit);
    return {
      items: items.map(toActivity),
      nextCursor: rows.length > limit ? encodeCursor(items.at(-1)!) : null,
    };
  }

  async #owned(userId: string, id: number, db: Executor = this.db): Promise<ActivityRow> {
    const row = await findActivity(db, userId, id);
    if (!row) throw notFound(M.notFound);
    return row;
  }

  async get(userId: string, id: number): Promise<Activity> {
    return toActivity(await this.#owned(userId, id));
  }

  /** Deletes a run and what it completed: its workout report goes, and the plan adapts again. */
  async remove(userId: string, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.#owned(userId, id, tx);
      await this.removeRow(userId, row, tx);
    });
  }

  async removeRow(userId: string, row: ActivityRow, tx: Executor): Promise<void> {
    await deleteActivity(tx, row.id);
    if (row.trainingPlanId !== null) await this.replanAfterRemoval(userId, row.trainingPlanId, tx);
  }

  /** A run that completed a workout of `planId` is gone (its report with it): the plan adapts again. */
  replanAfterRemoval(userId: string, planId: number, tx: Executor): Promise<void> {
    return this.trainingPlans.runRemoved(userId, planId, tx);
  }
}
