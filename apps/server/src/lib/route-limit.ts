import { AppError } from './errors.ts';

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
        new AppError(429, 'rate_limited', message, undefined, {
          'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
        }),
    },
  };
}
