import type { RunnerStats } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import {
  calendarEventsOf,
  findCalendarEvent,
  findFeedOwner,
  setCalendarFeedHash,
} from './calendar.repository.ts';
import { runnerStats } from './events.repository.ts';
import { buildCalendar, type IcalEvent } from './ical.ts';

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
    if (!row) throw notFound('Event Not Found');
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
    if (!owner) throw notFound('Calendar feed not found');
    const rows = await calendarEventsOf(this.db, owner);
    return buildCalendar(
      rows.map((r) => this.#toIcal(r)),
      { name: 'Stride events', domain: this.#domain },
    );
  }

  stats(userId: string): Promise<RunnerStats> {
    return runnerStats(this.db, userId);
  }
}
