import { and, eq, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, type AttendanceResult } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { eventParticipants, events } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from './events.mapper.ts';
import { participation, waitlistPosition } from './events.repository.ts';
import { notify, type EventEmails, type EventNotice } from './notify.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Status = 'interested' | 'attending' | 'maybe' | 'not_attending';

const eventFull = () => new AppError(409, 'event_full', EVENT_MESSAGES.eventFull);

/**
 * Every change to who holds a place runs in a transaction that first locks the event row
 * (SELECT … FOR UPDATE). Concurrent joins for the same event therefore queue on that lock and each
 * counts the places after the previous one committed: capacity can never be exceeded.
 */
async function lockEvent(tx: Tx, eventId: number, { forJoin }: { forJoin: boolean }) {
  const [event] = await tx
    .select({
      id: events.id,
      title: events.title,
      max: events.maxParticipants,
      status: events.status,
      startsAt: events.startsAt,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for('update');
  if (!event) throw notFound('Event Not Found');
  if (forJoin && event.status === 'cancelled')
    throw conflict('event_cancelled', 'This event has been cancelled');
  if (forJoin && new Date(event.startsAt).getTime() < Date.now())
    throw conflict('event_started', 'This event has already started');
  return event;
}

async function heldPlaces(tx: Tx, eventId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx as unknown as Db,
    sql`select count(*)::int as n from event_participants
        where event_id = ${eventId} and not is_waitlisted and attendance_status <> 'not_attending'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Fills free places from the head of the waitlist and tells each promoted runner. Call with the event locked. */
export async function promoteWaitlist(
  tx: Tx,
  event: { id: number; title: string; max: number },
): Promise<EventNotice[]> {
  const free = event.max - (await heldPlaces(tx, event.id));
  if (free <= 0) return [];
  const promoted = await queryRows<{ user_id: string }>(
    tx as unknown as Db,
    sql`update event_participants set is_waitlisted = false, confirmed_at = now()
        where id in (select id from event_participants where event_id = ${event.id} and is_waitlisted order by id limit ${free})
        returning user_id`,
  );
  return notify(
    tx as unknown as Db,
    promoted.map((p) => ({
      userId: p.user_id,
      eventId: event.id,
      type: 'waitlist_promoted' as const,
      title: "You're in!",
      message: `A place opened up at ${event.title} and it is yours.`,
    })),
  );
}

export class AttendanceService {
  constructor(
    private readonly db: Db,
    private readonly emails?: EventEmails,
  ) {}

  async result(eventId: number, userId: string, message: string): Promise<AttendanceResult> {
    const row = await participation(this.db, eventId, userId);
    const count = await heldPlaces(this.db as unknown as Tx, eventId);
    return {
      eventId,
      userAttendanceStatus: !row ? null : row.isWaitlisted ? 'waitlisted' : (row.attendanceStatus as Status),
      waitlistPosition: row?.isWaitlisted ? await waitlistPosition(this.db, eventId, row.id) : null,
      participantCount: count,
      message,
    };
  }

  /** Takes a place as 'attending', or answers 409 'Event Full' (the caller may then join the waitlist). */
  async join(eventId: number, userId: string): Promise<AttendanceResult> {
    const message = await this.db.transaction(async (tx) => {
      await lockEvent(tx, eventId, { forJoin: true });
      return this.#take(tx, eventId, userId, 'attending', { waitlistWhenFull: false });
    });
    return this.result(eventId, userId, message);
  }

  /** Joins the waitlist of a full event (or simply joins when a place is free). */
  async joinWaitlist(eventId: number, userId: string): Promise<AttendanceResult> {
    const message = await this.db.transaction(async (tx) => {
      await lockEvent(tx, eventId, { forJoin: true });
      return this.#take(tx, eventId, userId, 'attending', { waitlistWhenFull: true });
    });
    return this.result(eventId, userId, message);
  }

  async setStatus(eventId: number, userId: string, status: Status): Promise<AttendanceResult> {
    const { message, notices } = await this.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId, { forJoin: status !== 'not_attending' });
      if (status !== 'not_attending') {
        return {
          message: await this.#take(tx, eventId, userId, status, { waitlistWhenFull: false }),
          notices: [],
        };
      }
      await tx
        .insert(eventParticipants)
        .values({ eventId, userId, attendanceStatus: status })
        .onConflictDoUpdate({
          target: [eventParticipants.eventId, eventParticipants.userId],
          set: { attendanceStatus: status, isWaitlisted: false },
        });
      return { message: 'Attendance updated', notices: await promoteWaitlist(tx, event) };
    });
    this.emails?.send(notices);
    return this.result(eventId, userId, message);
  }

  async leave(eventId: number, userId: string): Promise<AttendanceResult> {
    const notices = await this.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId, { forJoin: false });
      const removed = await tx
        .delete(eventParticipants)
        .where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)))
        .returning({ id: eventParticipants.id });
      if (!removed.length) throw conflict('not_joined', "You haven't joined this event");
      return event.status === 'cancelled' ? [] : promoteWaitlist(tx, event);
    });
    this.emails?.send(notices);
    return this.result(eventId, userId, "You've successfully left the event.");
  }

  async #take(
    tx: Tx,
    eventId: number,
    userId: string,
    status: Status,
    opts: { waitlistWhenFull: boolean },
  ): Promise<string> {
    const [event] = await tx
      .select({ max: events.maxParticipants })
      .from(events)
      .where(eq(events.id, eventId));
    const existing = await participation(tx as unknown as Db, eventId, userId);
    const holding = existing && !existing.isWaitlisted && existing.attendanceStatus !== 'not_attending';
    if (holding || existing?.isWaitlisted) {
      await tx
        .update(eventParticipants)
        .set({ attendanceStatus: status })
        .where(eq(eventParticipants.id, existing.id));
      return holding ? "You've successfully joined the event." : "You're on the waitlist.";
    }
    const hasPlace = (await heldPlaces(tx, eventId)) < (event?.max ?? 0);
    if (!hasPlace && !opts.waitlistWhenFull) throw eventFull();
    const values = {
      attendanceStatus: status,
      isWaitlisted: !hasPlace,
      joinedAt: new Date(),
      confirmedAt: hasPlace ? new Date() : null,
    };
    if (existing) {
      // A runner coming back from not_attending queues behind everyone already waiting: a fresh row id.
      await tx.delete(eventParticipants).where(eq(eventParticipants.id, existing.id));
    }
    await tx.insert(eventParticipants).values({ eventId, userId, ...values });
    return hasPlace ? "You've successfully joined the event." : "You're on the waitlist.";
  }
}
