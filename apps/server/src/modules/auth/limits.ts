import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@stride/contracts';
import { AppError } from '../../lib/errors.ts';
import { RateLimiter, type LimitRule } from '../../lib/rate-limiter.ts';

const MIN = 60_000;

/**
 * Limits on the account endpoints. Failed sign-ins are counted per account and per IP; a success
 * clears the account's count. The per-account window is short (15 min) so an attacker who fails on
 * purpose can lock a real runner out for 15 minutes at most, while still capping guesses at ~40 an hour.
 */
export const AUTH_LIMITS = {
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MIN },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MIN },
  registerPerIp: { max: 10, windowMs: 60 * MIN },
  emailPerAddress: { max: 3, windowMs: 60 * MIN },
  emailPerIp: { max: 10, windowMs: 15 * MIN },
} satisfies Record<string, LimitRule>;

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return new AppError(429, 'rate_limited', AUTH_MESSAGES.tooManyAttempts, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

export class AuthLimiter {
  readonly limiter = new RateLimiter();

  /** Throws 429 when any of the keys is over its limit. */
  check(entries: Array<[string, LimitRule]>): void {
    const wait = Math.max(0, ...entries.map(([key, rule]) => this.limiter.retryAfter(key, rule)));
    if (wait > 0) throw tooManyAttempts(wait);
  }

  hit(entries: Array<[string, LimitRule]>): void {
    for (const [key, rule] of entries) this.limiter.hit(key, rule);
  }

  /** Check then count: for endpoints where every call counts (register, e-mails). */
  consume(entries: Array<[string, LimitRule]>): void {
    this.check(entries);
    this.hit(entries);
  }
}

export const ipKey = (request: FastifyRequest, scope: string) => `${scope}:ip:${request.ip}`;
export const accountKey = (email: string, scope: string) => `${scope}:acct:${email.toLowerCase()}`;
