import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { MemoryCounters } from '../../lib/rate-limiter.ts';
import { AUTH_LIMITS, AuthLimiter, GUESSING_ALERT_AFTER } from './limits.ts';

const MIN = 60_000;

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** The 429's Retry-After in seconds, or 0 when the sign-in may go ahead. */
async function waitFor(limiter: AuthLimiter, email: string, ip: string): Promise<number> {
  try {
    await limiter.checkLogin({ email, ip });
    return 0;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return Number((err as AppError).headers!['retry-after']);
  }
}

describe('sign-in throttle (issue 14: ten wrong passwords from anywhere locked the runner out)', async () => {
  it('blocks an account from one address after 10 failures, for 15 minutes, and only from there', async () => {
    const time = clock();
    const limiter = new AuthLimiter(new MemoryCounters(time.now));
    for (let i = 0; i < 10; i++) await limiter.loginFailed({ email: 'ana@example.com', ip: '203.0.113.9' });
    expect(await waitFor(limiter, 'ana@example.com', '203.0.113.9')).toBe(15 * 60);
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBe(0);
    expect(await waitFor(limiter, 'bo@example.com', '203.0.113.9')).toBe(0);
    time.advance(15 * MIN);
    expect(await waitFor(limiter, 'ana@example.com', '203.0.113.9')).toBe(0);
  });

  it('blocks an address after 30 failures across accounts', async () => {
    const limiter = new AuthLimiter(new MemoryCounters(clock().now));
    for (let i = 0; i < 30; i++)
      await limiter.loginFailed({ email: `runner${i}@example.com`, ip: '203.0.113.9' });
    expect(await waitFor(limiter, 'new@example.com', '203.0.113.9')).toBeGreaterThan(0);
    expect(await waitFor(limiter, 'new@example.com', '198.51.100.4')).toBe(0);
  });

  it('blocks an account everywhere only after 100 failures (NIST SP 800-63B), for at most an hour', async () => {
    const time = clock();
    const limiter = new AuthLimiter(new MemoryCounters(time.now));
    for (let i = 0; i < 99; i++)
      await limiter.loginFailed({ email: 'ana@example.com', ip: `10.0.0.${i % 10}` });
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBe(0);
    await limiter.loginFailed({ email: 'ana@example.com', ip: '10.0.0.42' });
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBe(60 * 60);
    expect(AUTH_LIMITS.loginFailuresPerAccount.max).toBeLessThanOrEqual(100);
    time.advance(60 * MIN);
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBe(0);
  });

  it('a password reset frees the account at once; a success restarts the consecutive count', async () => {
    const limiter = new AuthLimiter(new MemoryCounters(clock().now));
    for (let i = 0; i < 100; i++)
      await limiter.loginFailed({ email: 'Ana@Example.com', ip: `10.0.0.${i % 10}` });
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBeGreaterThan(0);
    await limiter.accountRecovered('ana@example.com');
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBe(0);
    for (let i = 0; i < 90; i++)
      await limiter.loginFailed({ email: 'ana@example.com', ip: `10.0.1.${i % 10}` });
    await limiter.loginSucceeded({ email: 'ana@example.com', ip: '198.51.100.4' });
    for (let i = 0; i < 90; i++)
      await limiter.loginFailed({ email: 'ana@example.com', ip: `10.0.2.${i % 10}` });
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBe(0);
  });

  it("never holds back the owner's own browser: only its own failures count against it", async () => {
    const limiter = new AuthLimiter(new MemoryCounters(clock().now));
    for (let i = 0; i < 100; i++)
      await limiter.loginFailed({ email: 'ana@example.com', ip: `10.0.0.${i % 10}` });
    expect(await waitFor(limiter, 'ana@example.com', '198.51.100.4')).toBeGreaterThan(0);
    const owner = { email: 'ana@example.com', ip: '198.51.100.4', deviceId: 'device-of-ana-01' };
    await expect(limiter.checkLogin(owner)).resolves.toBeUndefined();
    // The same address, which guessed too: the device is what counts.
    await expect(limiter.checkLogin({ ...owner, ip: '10.0.0.1' })).resolves.toBeUndefined();
    for (let i = 0; i < 10; i++) await limiter.loginFailed(owner);
    await expect(limiter.checkLogin(owner)).rejects.toBeInstanceOf(AppError);
  });

  it('limits account e-mails per requester, and caps one mailbox silently except for its own browser', async () => {
    const limiter = new AuthLimiter(new MemoryCounters(clock().now));
    for (let i = 0; i < 3; i++) await limiter.mailRequested('reset', 'ana@example.com', '203.0.113.9');
    await expect(limiter.mailRequested('reset', 'ana@example.com', '203.0.113.9')).rejects.toBeInstanceOf(
      AppError,
    );
    // Another requester, and the other kind of mail, are untouched.
    await expect(limiter.mailRequested('reset', 'ana@example.com', '198.51.100.4')).resolves.toBeUndefined();
    await expect(limiter.mailRequested('verify', 'ana@example.com', '203.0.113.9')).resolves.toBeUndefined();

    const max = AUTH_LIMITS.mailsSentPerAddress.max;
    for (let i = 0; i < max; i++)
      expect(await limiter.mailAllowed('reset', 'ana@example.com', false)).toBe(true);
    expect(await limiter.mailAllowed('reset', 'ana@example.com', false)).toBe(false);
    expect(await limiter.mailAllowed('reset', 'ana@example.com', true)).toBe(true);
    expect(await limiter.mailAllowed('verify', 'ana@example.com', false)).toBe(true);
  });

  it('asks for the owner to be told once per window, not per attempt', async () => {
    const time = clock();
    const limiter = new AuthLimiter(new MemoryCounters(time.now));
    const alerts = async () => {
      let count = 0;
      for (let i = 0; i < 40; i++)
        if ((await limiter.loginFailed({ email: 'ana@example.com', ip: `10.0.0.${i % 5}` })).alertOwner)
          count += 1;
      return count;
    };
    expect(await alerts()).toBe(1);
    expect(GUESSING_ALERT_AFTER).toBe(10);
    time.advance(60 * MIN);
    expect(await alerts()).toBe(1);
  });
});
