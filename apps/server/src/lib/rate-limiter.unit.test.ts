import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('limits after max hits in a window and frees the key when the window ends', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const rule = { max: 2, windowMs: 60_000 };
    expect(limiter.retryAfter('k', rule)).toBe(0);
    limiter.hit('k', rule);
    limiter.hit('k', rule);
    expect(limiter.retryAfter('k', rule)).toBe(60);
    now = 30_000;
    expect(limiter.retryAfter('k', rule)).toBe(30);
    now = 60_000;
    expect(limiter.retryAfter('k', rule)).toBe(0);
    limiter.hit('k', rule);
    limiter.reset('k');
    expect(limiter.retryAfter('k', rule)).toBe(0);
  });
});
