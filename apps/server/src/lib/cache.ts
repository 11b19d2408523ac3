/** A small least-recently-used cache for immutable lookups (Map keeps insertion order). */
export class LruCache<V, K extends string | number = string> {
  readonly #entries = new Map<K, V>();
  /**
   * The keys, oldest first, walked one eviction at a time. A Map keeps a deleted entry's slot until its
   * table is rebuilt, and a fresh iterator steps over every such slot: evicting through
   * `keys().next()` each time cost about 9 µs at 20,000 entries, against 0.2 µs for this one walk.
   * Entries added or touched later are met again further on, in their new place.
   */
  #oldest = this.#entries.keys();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      // Every key the walk has passed was evicted or touched (and so moved past it): it cannot run out here.
      const oldest = this.#oldest.next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}

/**
 * Answers shared by everyone asking the same question within `ttlMs` (the public searches and the heat
 * map). An answer is kept only once its question has been asked a second time within the time-to-live:
 * most searches are one runner's own suburb, asked once, and keeping those would cost memory and push
 * the popular questions (a city, the default view) out. From the second asking on, the answer is kept
 * as soon as its computation starts, so everyone asking while it runs shares it.
 *
 * A first asking only leaves its question's hash behind, a small integer. Keeping the question's text,
 * or the computation under way, for every one-off question kept those objects alive for seconds, long
 * enough to reach V8's old generation: with every request a different question that meant a full
 * garbage collection every second or so, and about 10 % more server CPU per search (decision 0019).
 *
 * `clear()` forgets everything, the computations under way included, so no answer read before a write
 * is handed out after it. With `ttlMs` 0 nothing is shared.
 */
export class SharedAnswers<V> {
  readonly #kept: LruCache<{ expires: number; value: Promise<V> }>;
  /** Questions asked once (by their hash), with when that sighting lapses. */
  readonly #askedOnce: LruCache<number, number>;

  constructor(
    private readonly ttlMs: number,
    capacity: number,
  ) {
    this.#kept = new LruCache(capacity);
    this.#askedOnce = new LruCache(capacity * 4);
  }

  answer(key: string, compute: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const kept = this.#kept.get(key);
    if (kept && kept.expires > now) return kept.value;
    const question = hash(key);
    const seen = this.#askedOnce.get(question);
    if (seen === undefined || seen <= now) {
      this.#askedOnce.set(question, now + this.ttlMs);
      return compute();
    }
    this.#askedOnce.delete(question);
    const value = compute();
    this.#kept.set(key, { expires: now + this.ttlMs, value });
    // A failed computation is not kept.
    value.catch(() => this.#kept.delete(key));
    return value;
  }

  clear(): void {
    this.#kept.clear();
    this.#askedOnce.clear();
  }
}

/** FNV-1a: a question's 32-bit hash, held as a small integer (a string key would be kept for seconds). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}
