import {
  EVENT_MESSAGES,
  type CreateEvent,
  type PaceGroupInput,
  type RunnerPace,
  type UpdateEvent,
} from '@stride/contracts';
import type { Db, Executor } from '../../db/client.ts';
import { eventCancelled, forbidden, notFound, validationError } from '../../lib/errors.ts';
import { timezoneForState, zonedToUtc } from '../../lib/timezones.ts';
import type { SessionUser } from '../auth/index.ts';
import type { NoticeDetails, NotificationDelivery, ReminderService } from '../notifications/index.ts';
import type { RunclubsService } from '../runclubs/index.ts';
import type { AttendanceService } from './attendance.service.ts';
import { eventChanges } from './event-changes.ts';
import type { EventLimits } from './event-limits.ts';
import { isEventManager } from './event-managers.ts';
import {
  cancelEventRows,
  findEvent,
  findEventDetail,
  findEventPreview,
  findEventSummary,
  insertEventSeries,
  lockEventTargets,
  signedUpRunners,
  updateEventRow,
  upcomingEventsCreatedBy,
  userEvents,
  type NewEvent,
} from './events.repository.ts';
import { expandRecurrence } from './recurrence.ts';
import { runnerPace } from './runner-pace.ts';
import {
  insertPaceGroups,
  paceGroupsOf,
  replacePaceGroups,
  seriesEventIds,
  type StoredPaceGroup,
} from './pace-groups.repository.ts';

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
    paceGroups: _p,
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
    private readonly attendance: AttendanceService,
    private readonly delivery: NotificationDelivery,
    private readonly reminders: ReminderService,
    private readonly runclubs: RunclubsService,
    private readonly limits: EventLimits,
  ) {}

  async create(user: SessionUser, input: CreateEvent) {
    await this.limits.checkCreateRate(user.id);
    this.limits.checkType(user, input.eventType);
    const timezone = timezoneForState(stateOf(input.location, input.state));
    const startsAt = zonedToUtc(input.date, input.time, timezone);
    if (startsAt.getTime() < Date.now())
      throw validationError(EVENT_MESSAGES.pastDate, { date: [EVENT_MESSAGES.pastDate] });
    this.limits.checkStart(startsAt);
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
      throw validationError('events.noMatchingDates', {
        recurringDaysOfWeek: ['events.noMatchingDates'],
      });
    if (input.isRecurring && input.recurringEndDate)
      this.limits.checkSeries(dates, input.recurringEndDate, timezone);
    await this.limits.checkPin(input.location, input.lat, input.lng);
    // Posting as a club: only its owner and admins; the event carries the club's own name. Nobody else
    // can name a club (the contract has no clubName to give).
    const club = input.clubId
      ? (await this.runclubs.requireAdmin(this.db, input.clubId, user.id)).club
      : null;
    const base: NewEvent = {
      ...fieldsOf(input),
      ...(club
        ? { clubId: club.id, clubName: club.name, isClubEvent: true, eventType: 'run_club' }
        : { clubId: null, clubName: null, isClubEvent: false }),
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
    const rest = dates
      .slice(1)
      .map((date) => ({ ...base, date, startsAt: zonedToUtc(date, input.time, timezone) }));
    const first = await this.db.transaction(async (tx) => {
      const id = await insertEventSeries(tx, base, rest);
      // Every occurrence gets the same groups (issue 29).
      if (input.paceGroups.length) await insertPaceGroups(tx, await seriesEventIds(tx, id), input.paceGroups);
      if (club)
        await this.runclubs.announceEvent(tx, club.id, user.id, { id, title: base.title, date: base.date });
      return id;
    });
    await this.limits.countCreate(user.id);
    return { ...(await findEventSummary(this.db, first))!, occurrenceCount: dates.length };
  }

  /**
   * The event page as ready-to-send JSON (eventDetailSchema, built by the database); for a signed-in
   * runner with a known easy pace, with the pace group nearest it.
   */
  async detail(id: number, userId: string | undefined): Promise<string> {
    const pace = userId ? await runnerPace(this.db, userId) : null;
    const body = await findEventDetail(this.db, id, userId, pace);
    if (!body) throw notFound('events.notFound');
    return body;
  }

  /** The runner's easy pace ("Runs at my pace"), or null when neither a plan nor the profile gives one. */
  async pace(userId: string): Promise<{ pace: RunnerPace | null }> {
    return { pace: await runnerPace(this.db, userId) };
  }

  /** Events the runner created or signed up for, with their own status. */
  mine(userId: string, when: 'all' | 'upcoming' | 'past') {
    return userEvents(this.db, userId, when);
  }

  /** What a shared link's preview shows; undefined for an unknown event. */
  preview(id: number) {
    return findEventPreview(this.db, id);
  }

  /**
   * The addressed event, or with scope=series every upcoming, live occurrence of its series; only for
   * the runner who manages it (event-managers.ts: its host, or a club run's owner and admins).
   */
  async #targets(tx: Executor, user: SessionUser, id: number, scope: 'single' | 'series') {
    const event = await findEvent(tx, id, { withHidden: true });
    if (!event) throw notFound('events.notFound');
    if (!(await isEventManager(tx, id, user.id))) throw forbidden(EVENT_MESSAGES.notManager);
    if (event.status === 'cancelled') throw eventCancelled();
    return lockEventTargets(tx, event, scope);
  }

  async update(user: SessionUser, id: number, patch: UpdateEvent, scope: 'single' | 'series') {
    if (scope === 'series' && patch.date) {
      throw validationError('events.dateSingleOccurrence', {
        date: ['events.dateSingleOccurrence'],
      });
    }
    // Outside the transaction: the locality look-up reads through the root connection (and its cache).
    if (patch.location || patch.lat !== undefined || patch.lng !== undefined) {
      const current = await findEvent(this.db, id, { withHidden: true });
      // Someone who may not change the run hears that (403, below) rather than what is wrong with their pin.
      if (current && (await isEventManager(this.db, id, user.id)))
        await this.limits.checkPin(
          patch.location ?? current.location,
          patch.lat ?? current.lat,
          patch.lng ?? current.lng,
        );
    }
    await this.db.transaction(async (tx) => {
      const targets = await this.#targets(tx, user, id, scope);
      // The addressed run's groups, which the patch's group ids name (and, by position, the series').
      const addressed = await paceGroupsOf(tx, id);
      const changes = new Map<number, NoticeDetails>();
      for (const target of targets) {
        this.limits.checkType(user, patch.eventType, target.eventType);
        // A club run stays the club's; any other run cannot become one by its type.
        if (
          patch.eventType &&
          patch.eventType !== target.eventType &&
          (target.clubId || patch.eventType === 'run_club')
        )
          throw validationError(EVENT_MESSAGES.clubRequired, { eventType: [EVENT_MESSAGES.clubRequired] });
        const merged = { ...target, ...fieldsOf(patch) };
        const changed = eventChanges(target, merged);
        if (changed.length) changes.set(target.id, { changes: changed });
        const timezone =
          patch.location || patch.state
            ? timezoneForState(stateOf(merged.location, patch.state))
            : target.timezone;
        const startsAt = zonedToUtc(merged.date, String(merged.time).slice(0, 5), timezone);
        if ((patch.date || patch.time || timezone !== target.timezone) && startsAt.getTime() < Date.now()) {
          throw validationError(EVENT_MESSAGES.pastDate, { date: [EVENT_MESSAGES.pastDate] });
        }
        this.limits.checkStart(startsAt);
        await updateEventRow(tx, target.id, { ...fieldsOf(patch), timezone, startsAt });
        await this.#updatePaceGroups(tx, target.id, id, addressed, patch.paceGroups, merged.maxParticipants);
        await this.reminders.syncEvent(tx, target.id);
        // A raised maxParticipants frees places for the waitlist.
        await this.attendance.promoteWaitlist(tx, {
          id: target.id,
          title: merged.title,
          date: merged.date,
          max: merged.maxParticipants,
        });
      }
      await this.#tellSignedUp(tx, user, targets, 'event_updated', (t) => changes.get(t));
    });
    return (await findEventSummary(this.db, id))!;
  }

  /**
   * A patch's pace groups on one run (issue 29): the addressed run's groups are named by id; the same
   * groups on the series' other runs are those at the same place in their list. Without new groups, a
   * lowered maxParticipants must still hold every group's capacity.
   */
  async #updatePaceGroups(
    tx: Executor,
    targetId: number,
    addressedId: number,
    addressed: StoredPaceGroup[],
    groups: PaceGroupInput[] | undefined,
    max: number,
  ): Promise<void> {
    const current = targetId === addressedId ? addressed : await paceGroupsOf(tx, targetId);
    const capacityTooBig = (groups ?? current).findIndex((g) => g.capacity !== null && g.capacity > max);
    if (capacityTooBig !== -1)
      throw validationError(EVENT_MESSAGES.paceGroupCapacity, {
        [groups ? `paceGroups.${capacityTooBig}.capacity` : 'maxParticipants']: [
          EVENT_MESSAGES.paceGroupCapacity,
        ],
      });
    if (!groups) return;
    const mapped = groups.map((g, i) => {
      if (g.id === undefined) return { ...g, keep: null };
      const position = addressed.findIndex((a) => a.id === g.id);
      if (position === -1)
        throw validationError(EVENT_MESSAGES.paceGroupUnknown, {
          [`paceGroups.${i}.id`]: [EVENT_MESSAGES.paceGroupUnknown],
        });
      return { ...g, keep: current[position]?.id ?? null };
    });
    await replacePaceGroups(tx, targetId, mapped);
  }

  /** Cancels the run (or the rest of its series); `message` is the organiser's word to who signed up. */
  async cancel(
    user: SessionUser,
    id: number,
    scope: 'single' | 'series',
    message: string | null = null,
  ): Promise<{ cancelled: number }> {
    return this.db.transaction(async (tx) => {
      const targets = await this.#targets(tx, user, id, scope);
      await cancelEventRows(
        tx,
        targets.map((t) => t.id),
      );
      for (const t of targets) await this.reminders.cancelEvent(tx, t.id);
      await this.#tellSignedUp(tx, user, targets, 'event_cancelled', () => (message ? { message } : null));
      return { cancelled: targets.length };
    });
  }

  /** Cancels every run the runner created that has not started, telling who signed up (account deletion). */
  async cancelUpcomingCreatedBy(tx: Executor, user: SessionUser): Promise<number> {
    const targets = await upcomingEventsCreatedBy(tx, user.id);
    await cancelEventRows(
      tx,
      targets.map((t) => t.id),
    );
    await this.#tellSignedUp(tx, user, targets, 'event_cancelled');
    return targets.length;
  }

  /** Changes a run the Strava club sync imported (runclubs/strava-sync.service.ts), in its transaction. */
  async updateImported(tx: Executor, id: number, changes: Partial<NewEvent>): Promise<void> {
    await updateEventRow(tx, id, changes);
    // A moved run's reminders move with it.
    await this.reminders.syncEvent(tx, id);
  }

  /** Cancels runs the Strava club sync imported and Strava no longer lists, in the sync's transaction. */
  async cancelImported(tx: Executor, ids: number[]): Promise<void> {
    await cancelEventRows(tx, ids);
    for (const id of ids) await this.reminders.cancelEvent(tx, id);
  }

  /** Everyone signed up for these runs (a place or the waitlist) who has not said not_attending. */
  signedUpTo(tx: Executor, ids: number[]): Promise<{ userId: string; eventId: number }[]> {
    return signedUpRunners(tx, ids);
  }

  /** One notice per runner for a series change, about the first occurrence they are signed up for. */
  async #tellSignedUp(
    tx: Executor,
    user: SessionUser,
    targets: { id: number; title: string; date: string }[],
    type: 'event_updated' | 'event_cancelled',
    detailsOf: (eventId: number) => NoticeDetails | null | undefined = () => null,
  ): Promise<void> {
    if (!targets.length) return;
    const people = await signedUpRunners(
      tx,
      targets.map((t) => t.id),
    );
    const byId = new Map(targets.map((t) => [t.id, t]));
    const seen = new Set<string>();
    await this.delivery.deliver(
      tx,
      people
        .filter((p) => p.userId !== user.id && !seen.has(p.userId) && seen.add(p.userId))
        .map((p) => {
          const t = byId.get(p.eventId)!;
          const event = { id: t.id, title: t.title, date: t.date };
          return { userId: p.userId, type, event, details: detailsOf(t.id) ?? null };
        }),
    );
  }
}
