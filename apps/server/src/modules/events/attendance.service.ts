import { EVENT_MESSAGES, type AttendanceResult } from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { eventCancelled, eventFull, eventStarted, forbidden, notFound, notJoined } from '../../lib/errors.ts';
import { isEventManager } from './event-managers.ts';
import type { NotificationDelivery, ReminderService } from '../notifications/index.ts';
import { holdsPlace, RELEASES_PLACE } from './places.ts';
import {
  countHeldPlaces,
  deleteParticipant,
  deleteParticipation,
  eventCapacity,
  insertParticipant,
  insertRemoval,
  joinRefused,
  lockEventForAttendance,
  promoteFromWaitlist,
  setNotAttending,
  setParticipantStatus,
  upcomingRunsWith,
  type AttendanceStatus,
} from './attendance.repository.ts';
import { participation, waitlistPosition } from './events.repository.ts';

const JOINED = "You've successfully joined the event.";
const WAITLISTED = "You're on the waitlist.";
const HOST_STAYS = 'events.hostLeaving';

/**
 * Every change to who holds a place runs in a transaction that first locks the event row
 * (SELECT … FOR UPDATE). Concurrent joins for the same event therefore queue on that lock and each
 * counts the places after the previous one committed: capacity can never be exceeded.
 */
export class AttendanceService {
  constructor(
    private readonly db: Db,
    private readonly delivery: NotificationDelivery,
    private readonly reminders: ReminderService,
  ) {}

  async result(eventId: number, userId: string, message: string): Promise<AttendanceResult> {
    const row = await participation(this.db, eventId, userId);
    return {
      eventId,
      userAttendanceStatus: !row
        ? null
        : row.isWaitlisted
          ? 'waitlisted'
          : (row.attendanceStatus as AttendanceStatus),
      waitlistPosition: row?.isWaitlisted ? await waitlistPosition(this.db, eventId, row.id) : null,
      participantCount: await countHeldPlaces(this.db, eventId),
      message,
    };
  }

  /** Takes a place as 'attending', or answers 409 'Event Full' (the caller may then join the waitlist). */
  async join(eventId: number, userId: string): Promise<AttendanceResult> {
    const message = await this.db.transaction(async (tx) => {
      await this.#lock(tx, eventId, { forJoin: true });
      const taken = await this.#take(tx, eventId, userId, 'attending', { waitlistWhenFull: false });
      await this.reminders.syncRunner(tx, eventId, userId);
      return taken;
    });
    return this.result(eventId, userId, message);
  }

  /** Joins the waitlist of a full event (or simply joins when a place is free). */
  async joinWaitlist(eventId: number, userId: string): Promise<AttendanceResult> {
    const message = await this.db.transaction(async (tx) => {
      await this.#lock(tx, eventId, { forJoin: true });
      const taken = await this.#take(tx, eventId, userId, 'attending', { waitlistWhenFull: true });
      await this.reminders.syncRunner(tx, eventId, userId);
      return taken;
    });
    return this.result(eventId, userId, message);
  }

  async setStatus(eventId: number, userId: string, status: AttendanceStatus): Promise<AttendanceResult> {
    const message = await this.db.transaction(async (tx) => {
      const event = await this.#lock(tx, eventId, { forJoin: status !== RELEASES_PLACE });
      if (status !== RELEASES_PLACE) {
        const taken = await this.#take(tx, eventId, userId, status, { waitlistWhenFull: false });
        await this.reminders.syncRunner(tx, eventId, userId);
        return taken;
      }
      if (event.creatorId === userId) throw forbidden(HOST_STAYS);
      await setNotAttending(tx, eventId, userId);
      await this.reminders.syncRunner(tx, eventId, userId);
      await this.promoteWaitlist(tx, event);
      return 'Attendance updated';
    });
    return this.result(eventId, userId, message);
  }

  async leave(eventId: number, userId: string): Promise<AttendanceResult> {
    await this.db.transaction(async (tx) => {
      const event = await this.#lock(tx, eventId, { forJoin: false });
      // The host is counted as going until they cancel the run; leaving would empty a run they still hold.
      if (event.creatorId === userId && event.status !== 'cancelled') throw forbidden(HOST_STAYS);
      if (!(await deleteParticipation(tx, eventId, userId))) throw notJoined();
      await this.reminders.syncRunner(tx, eventId, userId);
      if (event.status !== 'cancelled') await this.promoteWaitlist(tx, event);
    });
    return this.result(eventId, userId, "You've successfully left the event.");
  }

  /**
   * The run's host (or, for a club run, the club's owner and admins) takes a runner off a run that has
   * not started (issue 25). The runner is told neutrally, and cannot join that run again.
   */
  async remove(eventId: number, managerId: string, runnerId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const event = await this.#lock(tx, eventId, { forJoin: false });
      if (!(await isEventManager(tx, eventId, managerId))) throw forbidden(EVENT_MESSAGES.notManager);
      if (event.status === 'cancelled') throw eventCancelled();
      if (new Date(event.startsAt).getTime() < Date.now()) throw eventStarted();
      if (runnerId === event.creatorId) throw forbidden(EVENT_MESSAGES.hostStays);
      if (!(await deleteParticipation(tx, eventId, runnerId))) throw notFound(EVENT_MESSAGES.notOnRun);
      await insertRemoval(tx, eventId, runnerId, managerId);
      await this.#released(tx, event, runnerId);
    });
  }

  /**
   * A host blocked a runner (issue 25): the runner leaves every run of the host's that has not started,
   * told as if the host had taken them off it. Blocking keeps them from joining again.
   */
  async dropFromRunsOf(tx: Executor, hostId: string, runnerId: string): Promise<void> {
    for (const run of await upcomingRunsWith(tx, hostId, runnerId)) {
      const event = await lockEventForAttendance(tx, run.id);
      if (event && (await deleteParticipation(tx, run.id, runnerId)))
        await this.#released(tx, event, runnerId);
    }
  }

  /** After a runner lost their place: their reminders go, the waitlist moves up, and they are told. */
  async #released(
    tx: Executor,
    event: { id: number; title: string; date: string; max: number },
    runnerId: string,
  ): Promise<void> {
    await this.reminders.syncRunner(tx, event.id, runnerId);
    await this.promoteWaitlist(tx, event);
    await this.delivery.deliver(tx, [
      {
        userId: runnerId,
        type: 'event_removed',
        event: { id: event.id, title: event.title, date: event.date },
      },
    ]);
  }

  /**
   * Fills free places from the head of the waitlist and tells each promoted runner (in-app, and by
   * e-mail once the transaction commits). Call inside the transaction that locked the event.
   */
  async promoteWaitlist(
    tx: Executor,
    event: { id: number; title: string; date: string; max: number },
  ): Promise<void> {
    const free = event.max - (await countHeldPlaces(tx, event.id));
    if (free <= 0) return;
    const promoted = await promoteFromWaitlist(tx, event.id, free);
    for (const userId of promoted) await this.reminders.syncRunner(tx, event.id, userId);
    await this.delivery.deliver(
      tx,
      promoted.map((userId) => ({
        userId,
        type: 'waitlist_promoted' as const,
        event: { id: event.id, title: event.title, date: event.date },
      })),
    );
  }

  async #lock(tx: Executor, eventId: number, { forJoin }: { forJoin: boolean }) {
    const event = await lockEventForAttendance(tx, eventId);
    if (!event) throw notFound('events.notFound');
    if (forJoin && event.status === 'cancelled') throw eventCancelled();
    if (forJoin && new Date(event.startsAt).getTime() < Date.now()) throw eventStarted();
    return event;
  }

  async #take(
    tx: Executor,
    eventId: number,
    userId: string,
    status: AttendanceStatus,
    opts: { waitlistWhenFull: boolean },
  ): Promise<string> {
    const existing = await participation(tx, eventId, userId);
    const holding = existing && holdsPlace(existing);
    if (holding || existing?.isWaitlisted) {
      await setParticipantStatus(tx, existing.id, status);
      return holding ? JOINED : WAITLISTED;
    }
    // Someone the host took off this run, or who blocked or was blocked by the host: told no more than that.
    if (await joinRefused(tx, eventId, userId)) throw forbidden(EVENT_MESSAGES.cantJoin);
    const hasPlace = (await countHeldPlaces(tx, eventId)) < (await eventCapacity(tx, eventId));
    if (!hasPlace && !opts.waitlistWhenFull) throw eventFull(EVENT_MESSAGES.eventFull);
    // A runner coming back from not_attending queues behind everyone already waiting: a fresh row id.
    if (existing) await deleteParticipant(tx, existing.id);
    await insertParticipant(tx, { eventId, userId, attendanceStatus: status, isWaitlisted: !hasPlace });
    return hasPlace ? JOINED : WAITLISTED;
  }
}
