import type { RunnerStats } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  calendarEventsOf,
  clubCalendarEvents,
  findCalendarEvent,
  findFeedOwner,
  setCalendarFeedHash,
} from './calendar.repository.ts';
import { runnerStats } from './events.repository.ts';
import { buildCalendar, type IcalDay, type IcalEvent } from './ical.ts';

/** Where the feed finds the runner's upcoming workouts (TrainingPlansService). */
export interface WorkoutSource {
  upcomingWorkouts(userId: string): Promise<
    Array<{
      planId: number;
      planName: string;
      updatedAt: Date;
      workout: { date: string; distanceKm: number; description: string };
    }>
  >;
}

type CalendarRow = Omit<IcalEvent, 'url' | 'startsAt' | 'updatedAt'> & {
  startsAt: Date | string;
  updatedAt: Date | string;
};

/** iCalendar files: one event, or a runner's private feed behind a revocable secret URL; and stats. */
export class CalendarService {
  readonly #domain: string;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly workouts: WorkoutSource,
  ) {
    this.#domain = new URL(publicUrl).hostname;
  }

  #toIcal(r: CalendarRow): IcalEvent {
    return {
      ...r,
      startsAt: new Date(r.startsAt),
      updatedAt: new Date(r.updatedAt),
      url: `${this.publicUrl}/events/${r.id}`,
    };
  }

  async eventFile(id: number): Promise<{ fileName: string; body: string }> {
    const row = await findCalendarEvent(this.db, id);
    if (!row) throw notFound('events.notFound');
    return {
      fileName: `stride-event-${row.id}.ics`,
      body: buildCalendar([this.#toIcal(row)], { name: row.title, domain: this.#domain }),
    };
  }

  /** A new feed URL; the old one stops working. Only the token's hash is stored. */
  async createFeed(userId: string): Promise<{ url: string }> {
    const token = newToken();
    await setCalendarFeedHash(this.db, userId, hashToken(token));
    return { url: `${this.publicUrl}/api/calendar/${token}.ics` };
  }

  revokeFeed(userId: string): Promise<void> {
    return setCalendarFeedHash(this.db, userId, null);
  }

  async feed(token: string): Promise<string> {
    const owner = await findFeedOwner(this.db, hashToken(token));
    if (!owner) throw notFound('events.calendarNotFound');
    const [rows, workouts] = await Promise.all([
      calendarEventsOf(this.db, owner),
      this.workouts.upcomingWorkouts(owner),
    ]);
    // The runner's upcoming workouts ride along as whole-day entries, one per plan day.
    const days: IcalDay[] = workouts.map((w) => ({
      uid: `workout-${w.planId}-${w.workout.date}`,
      date: w.workout.date,
      title: `${w.workout.description.split(/[,:]/)[0]} · ${w.workout.distanceKm} km`,
      description: `${w.planName}: ${w.workout.description}`,
      updatedAt: w.updatedAt,
      url: `${this.publicUrl}/training-plan-dashboard`,
    }));
    return buildCalendar(
      rows.map((r) => this.#toIcal(r)),
      { name: 'Stride events', domain: this.#domain },
      days,
    );
  }

  /**
   * A run club's public feed (issue 28): its runs to come, and those cancelled lately so subscribed
   * calendars drop them. Undefined for an unknown, hidden or archived club.
   */
  async clubFeed(club: { id: number; name: string }): Promise<string> {
    const rows = await clubCalendarEvents(this.db, club.id);
    return buildCalendar(
      rows.map((r) => this.#toIcal(r)),
      { name: `${club.name} · Stride`, domain: this.#domain },
    );
  }

  stats(userId: string): Promise<RunnerStats> {
    return runnerStats(this.db, userId);
  }
}
