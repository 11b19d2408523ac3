import { can, EVENT_LIMITS, EVENT_MESSAGES, type EventType } from '@stride/contracts';
import { haversineKm } from '../../lib/earth.ts';
import { fieldError, forbidden, rateLimited } from '../../lib/errors.ts';
import { localDate } from '../../lib/timezones.ts';
import { MemoryCounters, RateLimiter, type CounterStore, type LimitRule } from '../../lib/rate-limiter.ts';
import type { SessionUser } from '../auth/index.ts';
import type { LocationsService } from '../locations/index.ts';

const HOUR = 3600_000;
const DAY_MS = 24 * HOUR;

/**
 * How many events one runner may create (issue 25: eight requests made 2,920 events in 1.6 s). Generous
 * for an organiser entering a season's runs one by one; a series is one creation of up to 100 dates.
 */
export const CREATE_LIMITS = {
  perHour: { max: 20, windowMs: HOUR },
  perDay: { max: 50, windowMs: DAY_MS },
} satisfies Record<string, LimitRule>;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The limits on what an event may be (issue 25): how far ahead, how many dates, where its pin is, who
 * may call it official, and how often a runner may create one.
 */
export class EventLimits {
  readonly #limiter: RateLimiter;

  constructor(
    private readonly locations: LocationsService,
    counters: CounterStore = new MemoryCounters(),
  ) {
    this.#limiter = new RateLimiter(counters);
  }

  /** 'official' is for admins and the organisers they appoint; keeping an event's type needs nothing. */
  checkType(user: SessionUser, type: EventType | undefined, current?: string): void {
    if (type === 'official' && current !== 'official' && !can.postOfficial(user.roles))
      throw forbidden(EVENT_MESSAGES.officialNotAllowed);
  }

  /** No event starts more than two years ahead. */
  checkStart(startsAt: Date): void {
    if (startsAt.getTime() > Date.now() + EVENT_LIMITS.maxDaysAhead * DAY_MS)
      throw fieldError('date', EVENT_MESSAGES.tooFarAhead);
  }

  /** A series has at most 100 dates and ends within the near-me search's window from today. */
  checkSeries(dates: string[], endDate: string, timezone: string): void {
    if (dates.length > EVENT_LIMITS.maxOccurrences)
      throw fieldError('recurringEndDate', EVENT_MESSAGES.tooManyDates);
    if (endDate > addDays(localDate(new Date(), timezone), EVENT_LIMITS.searchWindowDays))
      throw fieldError('recurringEndDate', EVENT_MESSAGES.beyondSearchWindow);
  }

  /**
   * The pin must be near the place the location names: within 50 km of the locality when the location
   * is one from the list, else within 50 km of some Australian locality (a park or a trailhead named
   * in free text). 0,0 with "Brisbane City" is refused either way.
   */
  async checkPin(location: string, lat: number, lng: number): Promise<void> {
    const km = EVENT_LIMITS.pinWithinKm;
    const locality = await this.locations.byLabel(location);
    if (locality) {
      if (haversineKm(locality.lat, locality.lng, lat, lng) > km)
        throw fieldError('lat', EVENT_MESSAGES.pinTooFar);
      return;
    }
    if (!(await this.locations.nearAnyLocality(lat, lng, km)))
      throw fieldError('lat', EVENT_MESSAGES.pinOutsideAustralia);
  }

  /** 429 with Retry-After once the runner has created their share for now. */
  async checkCreateRate(userId: string): Promise<void> {
    const wait = await this.#limiter.retryAfter(this.#keys(userId));
    if (wait > 0) throw rateLimited(EVENT_MESSAGES.tooManyCreated, wait);
  }

  async countCreate(userId: string): Promise<void> {
    for (const [key, rule] of this.#keys(userId)) await this.#limiter.hit(key, rule);
  }

  #keys(userId: string): Array<[string, LimitRule]> {
    return [
      [`events:create:hour:${userId}`, CREATE_LIMITS.perHour],
      [`events:create:day:${userId}`, CREATE_LIMITS.perDay],
    ];
  }
}
