import { rateLimited } from './errors.ts';

/**
 * Per-route options for @fastify/rate-limit (registered with global:false in app.ts), answering over the
 * limit with the app's one error shape: 429 { error: 'rate_limited', message } and Retry-After.
 */
export function routeLimit(
  max: number,
  timeWindowMs: number,
  message = 'Too many requests. Please try again later.',
) {
  return {
    rateLimit: {
      max,
      timeWindow: timeWindowMs,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        rateLimited(message, context.ttl / 1000),
    },
  };
}
