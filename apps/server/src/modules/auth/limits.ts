import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@stride/contracts';
import { rateLimited, type AppError } from '../../lib/errors.ts';
import { MemoryCounters, RateLimiter, type CounterStore, type LimitRule } from '../../lib/rate-limiter.ts';

const MIN = 60_000;

/**
 * Limits on the account endpoints (docs/decisions/0005, 0011, 0024). Counts live in the counter store:
 * shared by every instance in PostgreSQL, or this process's memory on the embedded database.
 *
 * The rule throughout: a stranger can only spend their own allowance, never the owner's.
 *
 * - Failed sign-ins count against the account *from that address* (10 per 15 min), against the address
 *   (30 per 15 min, across accounts) and against the account overall with a far higher ceiling (100 an
 *   hour; NIST SP 800-63B allows at most 100 consecutive failures). A browser that has signed in to the
 *   account before (a device cookie, known-devices.ts) is held back by none of these, only by its own
 *   failures: guessing from elsewhere never locks the owner out of their own browser.
 * - Account e-mails (verification, reset) are limited per requester: per address and per address *and*
 *   requested account. What reaches one mailbox is capped when the mail is sent (mailAllowed, in the
 *   job), silently, and a request from the account's own browser is never capped. Mail that was capped
 *   leaves the last link the owner received working, so a flood of requests from strangers still leaves
 *   the owner a way in.
 */
export const AUTH_LIMITS = {
  loginFailuresPerAccountAndIp: { max: 10, windowMs: 15 * MIN },
  loginFailuresPerIp: { max: 30, windowMs: 15 * MIN },
  loginFailuresPerAccount: { max: 100, windowMs: 60 * MIN },
  loginFailuresPerDevice: { max: 10, windowMs: 15 * MIN },
  registerPerIp: { max: 10, windowMs: 60 * MIN },
  emailPerIp: { max: 10, windowMs: 15 * MIN },
  emailPerAddressAndIp: { max: 3, windowMs: 60 * MIN },
  mailsSentPerAddress: { max: 5, windowMs: 60 * MIN },
} satisfies Record<string, LimitRule>;

/** Failures on one account, from anywhere, after which its owner hears about it (once per account window). */
export const GUESSING_ALERT_AFTER = 10;

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  return rateLimited(AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds);
}

/** Who is signing in: the account's address, the client's address, and this browser's device id for the account. */
export interface LoginAttempt {
  email: string;
  ip: string;
  deviceId?: string;
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

  /** Before checking a password: 429 when this attempt's counters are over (loginKeys). */
  checkLogin(attempt: LoginAttempt): Promise<void> {
    return this.check(loginKeys(attempt));
  }

  /** Counts a failed sign-in. `alertOwner` is true once per window, when the account's failures reach the alert level. */
  async loginFailed(attempt: LoginAttempt): Promise<{ alertOwner: boolean }> {
    let alertOwner = false;
    for (const [key, rule] of loginKeys(attempt)) {
      const count = await this.limiter.hit(key, rule);
      if (rule === AUTH_LIMITS.loginFailuresPerAccount) alertOwner = count === GUESSING_ALERT_AFTER;
    }
    return { alertOwner };
  }

  /** The right password: the failures were not consecutive after all, so they start again. */
  loginSucceeded(attempt: LoginAttempt): Promise<void> {
    const account = accountOf(attempt.email);
    return this.limiter.reset(
      `login:acct-ip:${account}|${attempt.ip}`,
      `login:acct:${account}`,
      ...(attempt.deviceId ? [`login:device:${attempt.deviceId}`] : []),
    );
  }

  /** The owner proved control of the mailbox (password reset): whatever was guessed, the account is free. */
  accountRecovered(email: string): Promise<void> {
    return this.limiter.reset(`login:acct:${accountOf(email)}`);
  }

  /** 429 when this requester asked for too many account e-mails of this kind (never counts the owner's). */
  mailRequested(scope: 'verify' | 'reset', email: string, ip: string): Promise<void> {
    return this.consume([
      [`${scope}:ip:${ip}`, AUTH_LIMITS.emailPerIp],
      [`${scope}:acct-ip:${accountOf(email)}|${ip}`, AUTH_LIMITS.emailPerAddressAndIp],
    ]);
  }

  /**
   * Whether an account e-mail may go to this mailbox now, counting it when it may: the cap on what a
   * flood of requests can put into one inbox. A request from the owner's own browser always may.
   */
  async mailAllowed(kind: string, email: string, fromOwnersDevice: boolean): Promise<boolean> {
    const entry: [string, LimitRule] = [`mail:${kind}:${accountOf(email)}`, AUTH_LIMITS.mailsSentPerAddress];
    if (!fromOwnersDevice && (await this.limiter.retryAfter([entry])) > 0) return false;
    await this.limiter.hit(...entry);
    return true;
  }
}

const accountOf = (email: string) => email.trim().toLowerCase();

/**
 * The counters a sign-in attempt is checked against and counts on: only its device's own when the
 * browser has signed in to the account before, else the account from this address, the address, and
 * the account overall.
 */
function loginKeys({ email, ip, deviceId }: LoginAttempt): Array<[string, LimitRule]> {
  if (deviceId) return [[`login:device:${deviceId}`, AUTH_LIMITS.loginFailuresPerDevice]];
  const account = accountOf(email);
  return [
    [`login:acct-ip:${account}|${ip}`, AUTH_LIMITS.loginFailuresPerAccountAndIp],
    [`login:ip:${ip}`, AUTH_LIMITS.loginFailuresPerIp],
    [`login:acct:${account}`, AUTH_LIMITS.loginFailuresPerAccount],
  ];
}

export const ipKey = (request: FastifyRequest, scope: string) => `${scope}:ip:${request.ip}`;
