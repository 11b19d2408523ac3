import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { rateLimited, type Message } from './errors.ts';
import type { CounterStore } from './rate-limiter.ts';

/**
 * Per-route options for @fastify/rate-limit (registered with global:false in app.ts), answering over the
 * limit with the app's one error shape: 429 { error: 'rate_limited', message } and Retry-After.
 */
export function routeLimit(max: number, timeWindowMs: number, message: Message = 'errors.tooManyRequests') {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        rateLimited(message, context.ttl / 1000),
    },
  };
}

/**
 * The plugin's store over the app's counters (memory, or PostgreSQL shared by every instance), each
 * route counting under its own prefix.
 */
export function rateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CountersStore {
    constructor(private readonly prefix = 'route:') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`${this.prefix}${key}`, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: Math.max(0, ttlMs) }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: { routeInfo: { method: string; url: string } }) {
      return new CountersStore(`route:${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}:`);
    }
  }
  return CountersStore as unknown as FastifyRateLimitStoreCtor;
}
