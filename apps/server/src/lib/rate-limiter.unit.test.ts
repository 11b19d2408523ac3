import { describe, expect, it } from 'vitest';
import { MemoryCounters, RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('limits after max hits in a window and frees the key when the window ends', async () => {
    let now = 0;
    const limiter = new RateLimiter(new MemoryCounters(() => now));
    const rule = { max: 2, windowMs: 60_000 };
    const k: Array<[string, typeof rule]> = [['k', rule]];
    expect(await limiter.retryAfter(k)).toBe(0);
    await limiter.hit('k', rule);
    expect(await limiter.hit('k', rule)).toBe(2);
    expect(await limiter.retryAfter(k)).toBe(60);
    now = 30_000;
    expect(await limiter.retryAfter(k)).toBe(30);
    now = 60_000;
    expect(await limiter.retryAfter(k)).toBe(0);
    await limiter.hit('k', rule);
    await limiter.reset('k');
    expect(await limiter.retryAfter(k)).toBe(0);
  });

  it('answers the longest wait of several keys in one look-up', async () => {
    const limiter = new RateLimiter(new MemoryCounters(() => 0));
    const short = { max: 1, windowMs: 10_000 };
    const long = { max: 1, windowMs: 90_000 };
    await limiter.hit('a', short);
    await limiter.hit('b', long);
    expect(
      await limiter.retryAfter([
        ['a', short],
        ['b', long],
        ['c', long],
      ]),
    ).toBe(90);
  });
});
