import type { ListEventsQuery, SearchEventsQuery } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { SharedAnswers } from '../../lib/cache.ts';
import { listEvents, searchEvents } from './events.repository.ts';

/** The channel the database notifies when events or participants change (migration platform_extra). */
export const DISCOVERY_CHANNEL = 'stride_discovery';

/**
 * The public discovery reads (the events list and the near-me search), answered as ready-to-send JSON
 * (the cards come built by the database, events.json.ts).
 *
 * Every runner asking the same question (same place, window and filters) gets the same answer, so once
 * a question has been asked twice its answer is kept for a few seconds, ready to send (SharedAnswers): a
 * repeat costs a map lookup, and everyone asking while it is worked out shares the query. Any successful
 * write to an event through this instance (create, edit, cancel, join, leave) clears the cache at once,
 * so a runner sees their own change immediately; every other instance clears its cache when the write commits
 * (triggers on events and event_participants NOTIFY on DISCOVERY_CHANNEL, app.ts listens), so a new
 * event is in every instance's answers within moments. The event page always reads live.
 */
export class EventDiscovery {
  readonly #answers: SharedAnswers<Buffer>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.#answers = new SharedAnswers(ttlMs, 5000);
  }

  clear(): void {
    this.#answers.clear();
  }

  list(q: ListEventsQuery): Promise<Buffer> {
    return this.#answers.answer(`list|${JSON.stringify(q)}`, async () => {
      const { cards, nextCursor } = await listEvents(this.db, q);
      return Buffer.from(`{"events":[${cards ?? ''}],"nextCursor":${JSON.stringify(nextCursor)}}`);
    });
  }

  search(q: SearchEventsQuery): Promise<Buffer> {
    return this.#answers.answer(`search|${JSON.stringify(q)}`, async () => {
      const { cards, total, totalCapped } = await searchEvents(this.db, q);
      return Buffer.from(
        `{"events":[${cards ?? ''}],"total":${total}${totalCapped ? ',"totalCapped":true' : ''}}`,
      );
    });
  }
}
