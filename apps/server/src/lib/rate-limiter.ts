/**
 * A small fixed-window counter kept in memory, independent of the database.
 *
 * Why not @fastify/rate-limit: sign-in limits are keyed by the *account* named in the body as well as
 * the IP, only failures count, and a success resets the account's counter. Several keys per request
 * and "count only failures" are awkward to express with that plugin. Memory is per instance; with
 * several instances behind a balancer each keeps its own counts, which still caps guessing.
 */
export interface LimitRule {
  max: number;
  windowMs: number;
}

interface Bucket {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private sweeps = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string, rule: LimitRule): number {
    const b = this.buckets.get(key);
    if (!b || b.resetAt <= this.now() || b.count < rule.max) return 0;
    return Math.max(1, Math.ceil((b.resetAt - this.now()) / 1000));
  }

  /** Counts one hit; returns the key's count in its current window. */
  hit(key: string, rule: LimitRule): number {
    const now = this.now();
    let b = this.buckets.get(key);
    if (!b || b.resetAt <= now) {
      b = { count: 1, resetAt: now + rule.windowMs };
      this.buckets.set(key, b);
    } else b.count += 1;
    if (++this.sweeps % 1000 === 0) this.sweep();
    return b.count;
  }

  reset(key: string): void {
    this.buckets.delete(key);
  }

  private sweep(): void {
    const now = this.now();
    for (const [k, b] of this.buckets) if (b.resetAt <= now) this.buckets.delete(k);
  }
}
