import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@stride/contracts';
import { rateLimited, type AppError } from '../../lib/errors.ts';
import { MemoryCounters, RateLimiter, type CounterStore, type LimitRule } from '../../lib/rate-limiter.ts';

const MIN = 60_000;

/**
 * Limits on the account endpoints (docs/decisions/0005, 0011). Counts live in the counter store: shared by
 * every instance in PostgreSQL, or this process's memory on the embedded database.
 *
 * Failed sign-ins are throttled without handing attackers a lockout (issue 14): a failure counts against
 * the account *from that address* (10 per 15 min), against the address (30 per 15 min, across accounts)
 * and against the account overall with a far higher ceiling (100 an hour; NIST SP 800-63B allows at most
 * 100 consecutive failures). Wrong passwords from elsewhere therefore do not stop the runner signing in
 * from their own address until someone has spent 100 guesses from at least ten addresses; then the runner
 * is e-mailed, and a password reset frees the account at once.
 */
export const AUTH_LIMITS = {
  loginFailuresPerAccountAndIp: { max: 10, windowMs: 15 * MIN },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MIN },
  loginFailuresPerAccount: { max: 100, windowMs: 60 * MIN },
  registerPerIp: { max: 10, windowMs: 60 * MIN },
  emailPerAddress: { max: 3, windowMs: 60 * MIN },
  emailPerIp: { max: 10, windowMs: 15 * MIN },
} satisfies Record<string, LimitRule>;

/** Failures on one account, from anywhere, after which its owner hears about it (once per account window). */
export const GUESSING_ALERT_AFTER = 10;

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return rateLimited(AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds);
}

export class AuthLimiter {
  readonly limiter: RateLimiter;

  constructor(store: CounterStore = new MemoryCounters()) {
    this.limiter = new RateLimiter(store);
  }

  /** Throws 429 when any of the keys is over its limit. */
  async check(entries: Array<[string, LimitRule]>): Promise<void> {
    const wait = await this.limiter.retryAfter(entries);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  async hit(entries: Array<[string, LimitRule]>): Promise<void> {
    for (const [key, rule] of entries) await this.limiter.hit(key, rule);
  }

  /** Check then count: for endpoints where every call counts (register, e-mails). */
  async consume(entries: Array<[string, LimitRule]>): Promise<void> {
    await this.check(entries);
    await this.hit(entries);
  }

  /** Before checking a password: 429 when this address, this account from it, or this account is over. */
  checkLogin(email: string, ip: string): Promise<void> {
    return this.check(loginKeys(email, ip));
  }

  /** Counts a failed sign-in. `alertOwner` is true once per window, when the account's failures reach the alert level. */
  async loginFailed(email: string, ip: string): Promise<{ alertOwner: boolean }> {
    const [pair, address, account] = loginKeys(email, ip);
    await this.limiter.hit(...pair);
    await this.limiter.hit(...address);
    return { alertOwner: (await this.limiter.hit(...account)) === GUESSING_ALERT_AFTER };
  }

  /** The right password: the account's failures were not consecutive after all, so they start again. */
  loginSucceeded(email: string, ip: string): Promise<void> {
    const [pair, , account] = loginKeys(email, ip);
    return this.limiter.reset(pair[0], account[0]);
  }

  /** The owner proved control of the mailbox (password reset): whatever was guessed, the account is free. */
  accountRecovered(email: string): Promise<void> {
    return this.limiter.reset(loginKeys(email, '')[2][0]);
  }
}

function loginKeys(
  email: string,
  ip: string,
): [[string, LimitRule], [string, LimitRule], [string, LimitRule]] {
  const account = email.trim().toLowerCase();
  return [
    [`login:acct-ip:${account}|${ip}`, AUTH_LIMITS.loginFailuresPerAccountAndIp],
    [`login:ip:${ip}`, AUTH_LIMITS.loginFailuresPerIp],
    [`login:acct:${account}`, AUTH_LIMITS.loginFailuresPerAccount],
  ];
}

export const ipKey = (request: FastifyRequest, scope: string) => `${scope}:ip:${request.ip}`;
export const accountKey = (email: string, scope: string) => `${scope}:acct:${email.toLowerCase()}`;
