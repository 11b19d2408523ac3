import {
  eventListSchema,
  nearbySearchSchema,
  type ListEventsQuery,
  type SearchEventsQuery,
} from '@stride/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LruCache } from '../../lib/cache.ts';
import { toEventCard } from './events.mapper.ts';
import { listEvents, searchEvents } from './events.repository.ts';

/** The channel the database notifies when events or participants change (migration platform_extra). */
export const DISCOVERY_CHANNEL = 'stride_discovery';

interface Cached {
  expires: number;
  body: Promise<Buffer>;
}

/**
 * The public discovery reads (the events list and the near-me search), answered as ready-to-send JSON.
 *
 * Every runner asking the same question (same place, window and filters) gets the same answer, so it
 * is kept for a few seconds, already checked against its response schema and serialised: a repeat
 * costs a map lookup, and concurrent identical questions share one query. Any successful write to an
 * event through this instance (create, edit, cancel, join, leave) clears the cache at once, so a runner
 * sees their own change immediately; every other instance clears its cache when the write commits
 * (triggers on events and event_participants NOTIFY on DISCOVERY_CHANNEL, app.ts listens), so a new
 * event is in every instance's answers within moments. The event page always reads live.
 */
export class EventDiscovery {
  readonly #cache = new LruCache<Cached>(5000);

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  clear(): void {
    this.#cache.clear();
  }

  list(q: ListEventsQuery): Promise<Buffer> {
    return this.#remember(`list|${JSON.stringify(q)}`, async () => {
      const { rows, nextCursor } = await listEvents(this.db, q);
      return toJson(eventListSchema, { events: rows.map(toEventCard), nextCursor });
    });
  }

  search(q: SearchEventsQuery): Promise<Buffer> {
    return this.#remember(`search|${JSON.stringify(q)}`, async () => {
      const { rows, total, totalCapped } = await searchEvents(this.db, q);
      const events = rows.map((r) => ({ ...toEventCard(r), distance: r.distance }));
      return toJson(nearbySearchSchema, { events, total, ...(totalCapped ? { totalCapped } : {}) });
    });
  }

  #remember(key: string, load: () => Promise<Buffer>): Promise<Buffer> {
    if (this.ttlMs <= 0) return load();
    const hit = this.#cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    const body = load();
    this.#cache.set(key, { expires: Date.now() + this.ttlMs, body });
    body.catch(() => this.#cache.delete(key));
    return body;
  }
}

/** What the route's response schema would send (unknown keys dropped, types checked), serialised once. */
function toJson<S extends z.ZodType>(schema: S, value: z.output<S>): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, value)));
}
