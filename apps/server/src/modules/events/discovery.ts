import { sql } from 'drizzle-orm';
import type { EventCard, ListEventsQuery, NearbyEvent, SearchEventsQuery } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { LruCache } from '../../lib/cache.ts';
import { HOLDS_PLACE, queryRows, toEventCard } from './events.mapper.ts';
import { listEvents, searchEvents } from './events.repository.ts';

interface Cached<T> {
  expires: number;
  value: Promise<T>;
}

/**
 * The public discovery reads (the events list and the near-me search) for everyone.
 *
 * Which events match a place, window and filters is the expensive part, and it is the same for every
 * runner asking the same question, so it is kept for a few seconds (concurrent identical questions
 * share one query). Participant counts change with every join, so they are always read fresh, for the
 * page only. Writes through this instance clear the cache at once; other instances catch up within
 * the time-to-live, which the web app's own one- and two-minute caches dwarf anyway.
 */
export class EventDiscovery {
  readonly #cache = new LruCache<Cached<unknown>>(5000);

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  clear(): void {
    this.#cache.clear();
  }

  async list(q: ListEventsQuery): Promise<{ events: EventCard[]; nextCursor: string | null }> {
    const page = await this.#remember(`list|${JSON.stringify(q)}`, async () => {
      const { rows, nextCursor } = await listEvents(this.db, q);
      return { events: rows.map(toEventCard), nextCursor };
    });
    return { events: await this.#withFreshCounts(page.events), nextCursor: page.nextCursor };
  }

  async search(q: SearchEventsQuery): Promise<{ events: NearbyEvent[]; total: number }> {
    const page = await this.#remember(`search|${JSON.stringify(q)}`, async () => {
      const { rows, total } = await searchEvents(this.db, q);
      return { events: rows.map((r) => ({ ...toEventCard(r), distance: r.distance })), total };
    });
    return { events: await this.#withFreshCounts(page.events), total: page.total };
  }

  #remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.#cache.get(key) as Cached<T> | undefined;
    if (hit && hit.expires > Date.now()) return hit.value;
    const value = load();
    this.#cache.set(key, { expires: Date.now() + this.ttlMs, value });
    value.catch(() => this.#cache.delete(key));
    return value;
  }

  async #withFreshCounts<T extends EventCard>(cards: T[]): Promise<T[]> {
    // Without the cache the page was just read, counts included.
    if (!cards.length || this.ttlMs <= 0) return cards;
    const ids = sql.join(
      cards.map((c) => sql`${c.id}::int`),
      sql`, `,
    );
    const counts = await queryRows<{ id: number; places: number; waiting: number }>(
      this.db,
      sql`select p.event_id as id,
            (count(*) filter (where ${HOLDS_PLACE}))::int as places,
            (count(*) filter (where p.is_waitlisted))::int as waiting
          from event_participants p where p.event_id in (${ids}) group by p.event_id`,
    );
    const byId = new Map(counts.map((c) => [Number(c.id), c]));
    return cards.map((card) => {
      const c = byId.get(card.id);
      return {
        ...card,
        participantCount: c ? Number(c.places) : 0,
        waitlistCount: c ? Number(c.waiting) : 0,
      };
    });
  }
}
