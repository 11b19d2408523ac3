import { EVENT_MESSAGES, type AttendanceResult } from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import {
  eventCancelled,
  eventFull,
  eventStarted,
  forbidden,
  notFound,
  notJoined,
  validationError,
} from '../../lib/errors.ts';
import { isEventManager } from './event-managers.ts';
import type { NotificationDelivery, ReminderService } from '../notifications/index.ts';
import { holdsPlace, RELEASES_PLACE } from './places.ts';
import {
  attendanceState,
  countHeldPlaces,
  deleteParticipant,
  deleteParticipation,
  insertParticipant,
  insertRemoval,
  lockEventForAttendance,
  setNotAttending,
  setParticipantStatus,
  standingAt,
  upcomingRunsWith,
  type AttendanceState,
  type AttendanceStatus,
  type Standing,
} from './attendance.repository.ts';
import {
  heldByGroup,
  paceGroupsOf,
  promoteParticipants,
  setParticipantGroup,
  waitlistOf,
} from './pace-groups.repository.ts';

type LockedEvent = NonNullable<Awaited<ReturnType<typeof lockEventForAttendance>>>;

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

  /**
   * The answer to a join, leave or change: how the runner stands now. Read in the write's transaction,
   * while it still holds the event's lock, so it is exactly what the write left (issue 30).
   */
  async #result(
    tx: Executor,
    eventId: number,
    userId: string,
    message: string,
    known?: Standing,
  ): Promise<AttendanceResult> {
    const {
      participation: row,
      waitlistPosition: position,
      held,
    } = known ?? (await standingAt(tx, eventId, userId));
    return {
      eventId,
      userAttendanceStatus: !row ? null : row.isWaitlisted ? 'waitlisted' : row.attendanceStatus,
      waitlistPosition: row?.isWaitlisted ? position : null,
      participantCount: held,
      paceGroupId: row?.paceGroupId ?? null,
      message,
    };
  }

  /**
   * Takes a place as 'attending' (in `paceGroupId`, required when the event has pace groups), or answers
   * 409 'Event Full' or 'This pace group is full' (the caller may then join the waitlist). A runner
   * already on the run who names another group changes group.
   */
  async join(eventId: number, userId: string, paceGroupId?: number | null): Promise<AttendanceResult> {
    return this.db.transaction(async (tx) => {
      const event = await this.#lock(tx, eventId, { forJoin: true });
      const taken = await this.#take(tx, event, userId, 'attending', {
        waitlistWhenFull: false,
        paceGroupId,
      });
      await this.reminders.syncRunner(tx, eventId, userId);
      return this.#result(tx, eventId, userId, taken.message, taken.standing);
    });
  }

  /** Joins the waitlist of a full event or pace group (or simply joins when a place is free). */
  async joinWaitlist(
    eventId: number,
    userId: string,
    paceGroupId?: number | null,
  ): Promise<AttendanceResult> {
    return this.db.transaction(async (tx) => {
      const event = await this.#lock(tx, eventId, { forJoin: true });
      const taken = await this.#take(tx, event, userId, 'attending', { waitlistWhenFull: true, paceGroupId });
      await this.reminders.syncRunner(tx, eventId, userId);
      return this.#result(tx, eventId, userId, taken.message, taken.standing);
    });
  }

  async setStatus(eventId: number, userId: string, status: AttendanceStatus): Promise<AttendanceResult> {
    return this.db.transaction(async (tx) => {
      const event = await this.#lock(tx, eventId, { forJoin: status !== RELEASES_PLACE });
      if (status !== RELEASES_PLACE) {
        const taken = await this.#take(tx, event, userId, status, { waitlistWhenFull: false });
        await this.reminders.syncRunner(tx, eventId, userId);
        return this.#result(tx, eventId, userId, taken.message, taken.standing);
      }
      if (event.creatorId === userId) throw forbidden(HOST_STAYS);
      await setNotAttending(tx, eventId, userId);
      await this.reminders.syncRunner(tx, eventId, userId);
      await this.promoteWaitlist(tx, event);
      return this.#result(tx, eventId, userId, 'Attendance updated');
    });
  }

  async leave(eventId: number, userId: string): Promise<AttendanceResult> {
    return this.db.transaction(async (tx) => {
      const event = await this.#lock(tx, eventId, { forJoin: false });
      // The host is counted as going until they cancel the run; leaving would empty a run they still hold.
      if (event.creatorId === userId && event.status !== 'cancelled') throw forbidden(HOST_STAYS);
      if (!(await deleteParticipation(tx, eventId, userId))) throw notJoined();
      await this.reminders.syncRunner(tx, eventId, userId);
      if (event.status !== 'cancelled') await this.promoteWaitlist(tx, event);
      return this.#result(tx, eventId, userId, "You've successfully left the event.");
    });
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
   * Fills free places from the waitlist in the order runners joined it and tells each promoted runner
   * (in-app, and by e-mail once the transaction commits). Waitlists work per pace group: a runner waiting
   * for a full group is passed over (keeping their turn) for one behind them whose group has room. Call
   * inside the transaction that locked the event.
   */
  async promoteWaitlist(
    tx: Executor,
    event: { id: number; title: string; date: string; max: number },
  ): Promise<void> {
    let free = event.max - (await countHeldPlaces(tx, event.id));
    if (free <= 0) return;
    const waiting = await waitlistOf(tx, event.id);
    if (!waiting.length) return;
    const capacity = new Map((await paceGroupsOf(tx, event.id)).map((g) => [g.id, g.capacity]));
    const held = await heldByGroup(tx, event.id);
    const chosen: number[] = [];
    for (const w of waiting) {
      if (free <= 0) break;
      const group = w.pace_group_id === null ? null : Number(w.pace_group_id);
      const cap = group === null ? null : (capacity.get(group) ?? null);
      if (group !== null && cap !== null && (held.get(group) ?? 0) >= cap) continue;
      chosen.push(Number(w.id));
      free -= 1;
      if (group !== null) held.set(group, (held.get(group) ?? 0) + 1);
    }
    const promoted = await promoteParticipants(tx, chosen);
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

  /**
   * Whether the event, and the pace group (if any), have a place free. A group without a capacity is
   * limited by the event's only.
   */
  #room(event: LockedEvent, state: AttendanceState, group: number | null) {
    const eventRoom = state.held < event.max;
    const capacity = state.groups.find((g) => g.id === group)?.capacity ?? null;
    const groupRoom = group === null || capacity === null || (state.heldByGroup.get(group) ?? 0) < capacity;
    return { eventRoom, groupRoom, hasPlace: eventRoom && groupRoom };
  }

  async #take(
    tx: Executor,
    event: LockedEvent,
    userId: string,
    status: AttendanceStatus,
    opts: { waitlistWhenFull: boolean; paceGroupId?: number | null },
  ): Promise<{ message: string; standing?: Standing }> {
    // Every place counted here was read after the event's lock was granted: nobody else changes them
    // until this transaction ends.
    const state = await attendanceState(tx, event.id, userId);
    const { groups, existing } = state;
    const wanted = opts.paceGroupId ?? null;
    if (wanted !== null && !groups.some((g) => g.id === wanted))
      throw validationError(EVENT_MESSAGES.paceGroupUnknown, {
        paceGroupId: [EVENT_MESSAGES.paceGroupUnknown],
      });
    // A runner already signed up keeps their group unless they name another.
    const group = wanted ?? existing?.paceGroupId ?? null;
    const full = (room: { groupRoom: boolean }) =>
      eventFull(room.groupRoom ? EVENT_MESSAGES.eventFull : EVENT_MESSAGES.paceGroupFull);
    if (existing && holdsPlace(existing)) {
      if (group !== existing.paceGroupId) {
        // Changing group: a place in the new one, or stay where they are.
        if (!this.#room(event, state, group).groupRoom) throw eventFull(EVENT_MESSAGES.paceGroupFull);
        await setParticipantGroup(tx, existing.id, group);
        await setParticipantStatus(tx, existing.id, status);
        // Their old group has a place free now.
        await this.promoteWaitlist(tx, event);
        return { message: JOINED };
      }
      await setParticipantStatus(tx, existing.id, status);
      // Still holding their place: nothing else moved (the answer needs no second look).
      const participation = {
        attendanceStatus: status,
        isWaitlisted: false,
        paceGroupId: existing.paceGroupId,
      };
      return { message: JOINED, standing: { participation, waitlistPosition: null, held: state.held } };
    }
    if (groups.length && group === null)
      throw validationError(EVENT_MESSAGES.paceGroupRequired, {
        paceGroupId: [EVENT_MESSAGES.paceGroupRequired],
      });
    if (existing?.isWaitlisted) {
      if (group === existing.paceGroupId) {
        await setParticipantStatus(tx, existing.id, status);
        return { message: WAITLISTED };
      }
      // Waiting for one group and naming another: its place if it has one, else its waitlist (same turn).
      const room = this.#room(event, state, group);
      if (!room.hasPlace && !opts.waitlistWhenFull) throw full(room);
      await setParticipantGroup(tx, existing.id, group);
      await setParticipantStatus(tx, existing.id, status);
      if (!room.hasPlace) return { message: WAITLISTED };
      await promoteParticipants(tx, [existing.id]);
      return { message: JOINED };
    }
    // Someone the host took off this run, or who blocked or was blocked by the host: told no more than that.
    if (state.refused) throw forbidden(EVENT_MESSAGES.cantJoin);
    const room = this.#room(event, state, group);
    if (!room.hasPlace && !opts.waitlistWhenFull) throw full(room);
    // A runner coming back from not_attending queues behind everyone already waiting: a fresh row id.
    if (existing) await deleteParticipant(tx, existing.id);
    await insertParticipant(tx, {
      eventId: event.id,
      userId,
      attendanceStatus: status,
      isWaitlisted: !room.hasPlace,
      paceGroupId: group,
    });
    // The answer from what this transaction knows (issue 30): the place taken, or the last place in the
    // queue (the new row's id is the event's highest, the lock keeps everyone else waiting).
    const participation = { attendanceStatus: status, isWaitlisted: !room.hasPlace, paceGroupId: group };
    return room.hasPlace
      ? { message: JOINED, standing: { participation, waitlistPosition: null, held: state.held + 1 } }
      : {
          message: WAITLISTED,
          standing: { participation, waitlistPosition: state.waiting + 1, held: state.held },
        };
  }
}
