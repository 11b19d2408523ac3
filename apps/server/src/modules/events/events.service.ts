import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, type CreateEvent, type EventDetail, type UpdateEvent } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { eventParticipants, events } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { timezoneForState, zonedToUtc } from '../../lib/timezones.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { promoteWaitlist } from './attendance.service.ts';
import { toEventSummary } from './events.mapper.ts';
import { findEvent, findEventDetail } from './events.repository.ts';
import { notify, type EventEmails, type EventNotice } from './notify.ts';
import { expandRecurrence } from './recurrence.ts';

type NewEvent = typeof events.$inferInsert;

/** The state from an explicit field or a location label such as "Cottesloe, WA 6011". */
export function stateOf(location: string, state?: string): string | undefined {
  return state ?? /\b(NSW|ACT|VIC|TAS|QLD|SA|NT|WA)\b/.exec(location)?.[1];
}

function fieldsOf(input: Partial<CreateEvent>): Partial<NewEvent> {
  const {
    state: _state,
    raceCost,
    isRecurring: _r,
    recurringType: _t,
    recurringEndDate: _e,
    recurringDaysOfWeek: _d,
    ...rest
  } = input;
  return {
    ...rest,
    ...(raceCost !== undefined ? { raceCost: raceCost === null ? null : String(raceCost) } : {}),
  } as Partial<NewEvent>;
}

export class EventsService {
  constructor(
    private readonly db: Db,
    private readonly emails?: EventEmails,
  ) {}

  async create(user: SessionUser, input: CreateEvent) {
    const timezone = timezoneForState(stateOf(input.location, input.state));
    const startsAt = zonedToUtc(input.date, input.time, timezone);
    if (startsAt.getTime() < Date.now())
      throw badRequest(EVENT_MESSAGES.pastDate, { date: [EVENT_MESSAGES.pastDate] });
    const dates =
      input.isRecurring && input.recurringType && input.recurringEndDate
        ? expandRecurrence({
            date: input.date,
            type: input.recurringType,
            endDate: input.recurringEndDate,
            daysOfWeek: input.recurringDaysOfWeek,
          })
        : [input.date];
    if (!dates.length)
      throw badRequest('No dates match the chosen days', {
        recurringDaysOfWeek: ['No dates match the chosen days'],
      });
    const base: NewEvent = {
      ...fieldsOf(input),
      title: input.title,
      date: dates[0]!,
      time: input.time,
      location: input.location,
      lat: input.lat,
      lng: input.lng,
      timezone,
      startsAt: zonedToUtc(dates[0]!, input.time, timezone),
      creatorId: user.id,
      createdBy: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
      isRecurring: input.isRecurring,
      recurringType: input.isRecurring ? (input.recurringType ?? null) : null,
      recurringEndDate: input.isRecurring ? (input.recurringEndDate ?? null) : null,
      recurringDaysOfWeek:
        input.isRecurring && input.recurringType === 'weekly' ? (input.recurringDaysOfWeek ?? null) : null,
    };
    const first = await this.db.transaction(async (tx) => {
      const [parent] = await tx.insert(events).values(base).returning({ id: events.id });
      const rest = dates.slice(1).map((date) => ({
        ...base,
        date,
        startsAt: zonedToUtc(date, input.time, timezone),
        parentEventId: parent!.id,
      }));
      for (let i = 0; i < rest.length; i += 200) await tx.insert(events).values(rest.slice(i, i + 200));
      return parent!.id;
    });
    const row = await findEvent(this.db, first);
    return { ...toEventSummary(row!), occurrenceCount: dates.length };
  }

  async detail(id: number, userId: string | undefined): Promise<EventDetail> {
    const row = await findEventDetail(this.db, id, userId);
    if (!row) throw notFound('Event Not Found');
    const { participants, mine, reactions, commentCount, ...event } = row;
    return {
      ...toEventSummary(event),
      participants,
      userAttendanceStatus: !mine
        ? null
        : mine.isWaitlisted
          ? 'waitlisted'
          : (mine.attendanceStatus as 'attending'),
      waitlistPosition: mine?.waitlistPosition ?? null,
      reactions: reactions.map((r) => ({ emoji: r.emoji, count: Number(r.count), reactedByMe: r.mine })),
      commentCount: Number(commentCount),
    };
  }

  /** The addressed event, or with scope=series every upcoming, live occurrence of its series; creator only. */
  async #targets(tx: Db, user: SessionUser, id: number, scope: 'single' | 'series') {
    const [event] = await tx.select().from(events).where(eq(events.id, id));
    if (!event) throw notFound('Event Not Found');
    if (event.creatorId !== user.id) throw forbidden("Only the event's creator can change it");
    if (event.status === 'cancelled') throw conflict('event_cancelled', 'This event has been cancelled');
    if (scope === 'single') {
      return tx.select().from(events).where(eq(events.id, id)).for('update');
    }
    const seriesId = event.parentEventId ?? event.id;
    return tx
      .select()
      .from(events)
      .where(
        and(
          or(eq(events.id, seriesId), eq(events.parentEventId, seriesId), eq(events.id, id)),
          sql`${events.status} <> 'cancelled'`,
          or(sql`${events.startsAt} >= now()`, eq(events.id, id)),
        ),
      )
      .orderBy(events.startsAt)
      .for('update');
  }

  async update(user: SessionUser, id: number, patch: UpdateEvent, scope: 'single' | 'series') {
    if (scope === 'series' && patch.date) {
      throw badRequest('The date can only be changed for a single occurrence', {
        date: ['The date can only be changed for a single occurrence'],
      });
    }
    const notices = await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const targets = await this.#targets(tx, user, id, scope);
      const promoted: EventNotice[] = [];
      for (const target of targets) {
        const merged = { ...target, ...fieldsOf(patch) };
        if (merged.isClubEvent && !merged.clubName)
          throw badRequest(EVENT_MESSAGES.clubOrRecurring, { clubName: [EVENT_MESSAGES.clubOrRecurring] });
        const timezone =
          patch.location || patch.state
            ? timezoneForState(stateOf(merged.location, patch.state))
            : target.timezone;
        const startsAt = zonedToUtc(merged.date, String(merged.time).slice(0, 5), timezone);
        if ((patch.date || patch.time || timezone !== target.timezone) && startsAt.getTime() < Date.now()) {
          throw badRequest(EVENT_MESSAGES.pastDate, { date: [EVENT_MESSAGES.pastDate] });
        }
        await tx
          .update(events)
          .set({ ...fieldsOf(patch), timezone, startsAt, updatedAt: new Date() })
          .where(eq(events.id, target.id));
        promoted.push(
          ...(await promoteWaitlist(txRaw, {
            id: target.id,
            title: merged.title,
            max: merged.maxParticipants,
          })),
        );
      }
      return [...promoted, ...(await this.#notifyAttendees(tx, user, targets, 'event_updated'))];
    });
    this.emails?.send(notices);
    return toEventSummary((await findEvent(this.db, id))!);
  }

  async cancel(user: SessionUser, id: number, scope: 'single' | 'series'): Promise<{ cancelled: number }> {
    const { cancelled, notices } = await this.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const targets = await this.#targets(tx, user, id, scope);
      await tx
        .update(events)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          inArray(
            events.id,
            targets.map((t) => t.id),
          ),
        );
      return {
        cancelled: targets.length,
        notices: await this.#notifyAttendees(tx, user, targets, 'event_cancelled'),
      };
    });
    this.emails?.send(notices);
    return { cancelled };
  }

  async #notifyAttendees(
    tx: Db,
    user: SessionUser,
    targets: { id: number; title: string; date: string }[],
    type: 'event_updated' | 'event_cancelled',
  ): Promise<EventNotice[]> {
    if (!targets.length) return [];
    const people = await tx
      .select({ userId: eventParticipants.userId, eventId: eventParticipants.eventId })
      .from(eventParticipants)
      .where(
        and(
          inArray(
            eventParticipants.eventId,
            targets.map((t) => t.id),
          ),
          sql`${eventParticipants.attendanceStatus} <> 'not_attending'`,
        ),
      );
    const byId = new Map(targets.map((t) => [t.id, t]));
    // One notice per runner for a series change, about the first occurrence they are signed up for.
    const seen = new Set<string>();
    const notices = people
      .filter((p) => p.userId !== user.id && !seen.has(p.userId) && seen.add(p.userId))
      .map((p) => {
        const t = byId.get(p.eventId)!;
        return type === 'event_cancelled'
          ? {
              userId: p.userId,
              eventId: t.id,
              type,
              title: 'Event cancelled',
              message: `${t.title} on ${t.date} has been cancelled.`,
            }
          : {
              userId: p.userId,
              eventId: t.id,
              type,
              title: 'Event updated',
              message: `${t.title} on ${t.date} has been updated.`,
            };
      });
    return notify(tx, notices);
  }
}
