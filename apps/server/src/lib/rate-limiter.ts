/**
 * Fixed-window rate limits over a counter store: this process's memory (PGlite, one process) or a
 * table every instance shares (PostgreSQL, lib/rate-limit-postgres.ts), so several instances behind a
 * balancer count as one (issue 13).
 *
 * Why not @fastify/rate-limit alone: sign-in limits are keyed by the *account* named in the body as well
 * as the IP, only failures count, and a success resets the account's counter. The plugin's per-route
 * limits use the same store through `rateLimitStore` (lib/route-limit.ts).
 */
export interface LimitRule {
  max: number;
  windowMs: number;
}

/** A key's count in its current window, and how long that window still runs. */
export interface Count {
  count: number;
  ttlMs: number;
}

export interface CounterStore {
  /** Counts one hit (starting a new window when the last one ended); answers the count so far. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The counts of the keys whose windows are still running. */
  peek(keys: string[]): Promise<Map<string, Count>>;
  reset(keys: string[]): Promise<void>;
}

interface Bucket {
  count: number;
  resetAt: number;
}

/** Counts in this process's memory: for the embedded database, which is one process anyway. */
export class MemoryCounters implements CounterStore {
  private readonly buckets = new Map<string, Bucket>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    let b = this.buckets.get(key);
    if (!b || b.resetAt <= now) {
      b = { count: 1, resetAt: now + windowMs };
      this.buckets.set(key, b);
    } else b.count += 1;
    if (++this.sweeps % 1000 === 0) this.sweep(now);
    return { count: b.count, ttlMs: b.resetAt - now };
  }

  async peek(keys: string[]): Promise<Map<string, Count>> {
    const now = this.now();
    const live = new Map<string, Count>();
    for (const key of keys) {
      const b = this.buckets.get(key);
      if (b && b.resetAt > now) live.set(key, { count: b.count, ttlMs: b.resetAt - now });
    }
    return live;
  }

  async reset(keys: string[]): Promise<void> {
    for (const key of keys) this.buckets.delete(key);
  }

  private sweep(now: number): void {
    for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
  }
}

export class RateLimiter {
  constructor(readonly store: CounterStore = new MemoryCounters()) {}

  /** Seconds until every key may try again (0 when all are under their limits), in one look-up. */
  async retryAfter(entries: Array<[string, LimitRule]>): Promise<number> {
    const counts = await this.store.peek(entries.map(([key]) => key));
    let wait = 0;
    for (const [key, rule] of entries) {
      const c = counts.get(key);
      if (c && c.count >= rule.max) wait = Math.max(wait, Math.max(1, Math.ceil(c.ttlMs / 1000)));
    }
    return wait;
  }

  /** Counts one hit; answers the key's count in its current window. */
  async hit(key: string, rule: LimitRule): Promise<number> {
    return (await this.store.hit(key, rule.windowMs)).count;
  }

  reset(...keys: string[]): Promise<void> {
    return this.store.reset(keys);
  }
}
