import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  EVENT_MESSAGES,
  checkInOpen,
  checkInWindow,
  codedText,
  type AttendanceRoster,
  type CheckInCode,
  type PresenceResult,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import {
  conflict,
  eventCancelled,
  forbidden,
  notFound,
  rateLimited,
  validationError,
} from '../../lib/errors.ts';
import type { CounterStore } from '../../lib/rate-limiter.ts';
import type { ClubChallengesService } from '../runclubs/index.ts';
import { checkInCodeOf, heldPlace, recordPresence, roster, runForAttendance } from './check-in.repository.ts';
import { isEventManager } from './event-managers.ts';

/** Wrong codes one runner may try at one run in a quarter of an hour: 10,000 codes are not guessed. */
const WRONG_CODES = { max: 5, windowMs: 15 * 60_000 };

type Run = NonNullable<Awaited<ReturnType<typeof runForAttendance>>>;

/**
 * Attendance that is recorded rather than assumed (issue 29). From 30 minutes before a run until 3 hours
 * after it starts, whoever manages it (event-managers.ts: its host, or a club run's owner and admins)
 * marks runners present or absent, and runners holding a place check themselves in with its 4-digit code.
 * A check-in at a club run counts towards the runner's club challenges at once.
 */
export class CheckInService {
  constructor(
    private readonly db: Db,
    private readonly counters: CounterStore,
    private readonly publicUrl: string,
    private readonly challenges: Pick<ClubChallengesService, 'attended'>,
  ) {}

  async #run(executor: Executor, eventId: number): Promise<Run> {
    const run = await runForAttendance(executor, eventId);
    if (!run) throw notFound(EVENT_MESSAGES.notFound);
    return run;
  }

  async #managed(executor: Executor, eventId: number, userId: string): Promise<Run> {
    const run = await this.#run(executor, eventId);
    if (!(await isEventManager(executor, eventId, userId))) throw forbidden(EVENT_MESSAGES.notManager);
    return run;
  }

  #open(run: Run): void {
    if (run.status === 'cancelled') throw eventCancelled();
    if (!checkInOpen(run.startsAt)) throw conflict(EVENT_MESSAGES.checkInClosed);
  }

  /** The run's code for its managers (its QR code opens the event page with it), made on first asking. */
  async code(managerId: string, eventId: number): Promise<CheckInCode> {
    const run = await this.#managed(this.db, eventId, managerId);
    if (run.status === 'cancelled') throw eventCancelled();
    const code = await checkInCodeOf(this.db, eventId, String(randomInt(0, 10_000)).padStart(4, '0'));
    const { opensAt, closesAt } = checkInWindow(run.startsAt);
    return {
      code,
      checkInUrl: `${this.publicUrl}/events/${eventId}?checkIn=${code}`,
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
    };
  }

  /** Who holds a place, their marks and (for the run's managers only) their no-shows. */
  async roster(managerId: string, eventId: number): Promise<AttendanceRoster> {
    const run = await this.#managed(this.db, eventId, managerId);
    const { opensAt, closesAt } = checkInWindow(run.startsAt);
    const rows = await roster(this.db, eventId);
    return {
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      open: run.status !== 'cancelled' && checkInOpen(run.startsAt),
      runners: rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        profileImageUrl: r.profile_image_url,
        paceGroupId: r.pace_group_id === null ? null : Number(r.pace_group_id),
        present: r.present,
        noShows: Number(r.no_shows),
      })),
    };
  }

  /** A manager marks a runner holding a place present or absent, inside the window. */
  async mark(
    managerId: string,
    eventId: number,
    runnerId: string,
    present: boolean,
  ): Promise<PresenceResult> {
    await this.db.transaction(async (tx) => {
      const run = await this.#managed(tx, eventId, managerId);
      this.#open(run);
      const place = await heldPlace(tx, eventId, runnerId);
      if (!place) throw notFound(EVENT_MESSAGES.notOnRun);
      await this.#record(tx, run, place.id, runnerId, present);
    });
    return { eventId, userId: runnerId, present, ...codedText(EVENT_MESSAGES.checkedIn) };
  }

  /**
   * A runner holding a place checks in with the run's code, inside the window. Wrong codes are counted:
   * after five in a quarter of an hour the runner is asked to have the host check them in.
   */
  async checkIn(userId: string, eventId: number, code: string): Promise<PresenceResult> {
    const key = `check-in:${eventId}:${userId}`;
    const right = await this.db.transaction(async (tx) => {
      const run = await this.#run(tx, eventId);
      this.#open(run);
      const place = await heldPlace(tx, eventId, userId);
      if (!place) throw forbidden(EVENT_MESSAGES.checkInNotOnRun);
      const tried = (await this.counters.peek([key])).get(key);
      if (tried && tried.count >= WRONG_CODES.max)
        throw rateLimited(EVENT_MESSAGES.checkInTooMany, tried.ttlMs / 1000);
      if (!sameCode(run.check_in_code, code)) return false;
      if (place.present !== true) await this.#record(tx, run, place.id, userId, true);
      return true;
    });
    if (!right) {
      await this.counters.hit(key, WRONG_CODES.windowMs);
      throw validationError(EVENT_MESSAGES.checkInWrong, { code: [EVENT_MESSAGES.checkInWrong] });
    }
    return { eventId, userId, present: true, ...codedText(EVENT_MESSAGES.checkedIn) };
  }

  async #record(tx: Executor, run: Run, participantId: number, runnerId: string, present: boolean) {
    await recordPresence(tx, participantId, run.id, present);
    if (present && run.clubId !== null) await this.challenges.attended(tx, run.clubId, runnerId);
  }
}

/** The run's code, compared in constant time; no code made yet matches nothing. */
function sameCode(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
