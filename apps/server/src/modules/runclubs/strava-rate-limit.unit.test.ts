import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clubSyncDue,
  nextQuarterHour,
  nextUtcMidnight,
  rateLimitWaitMs,
  readRateLimit,
} from './strava-rate-limit.ts';

const now = new Date('2026-11-06T10:07:30Z');

describe('Strava rate limits', () => {
  it('reads the limits and usage headers', () => {
    expect(readRateLimit({ 'x-ratelimit-limit': '200,2000', 'x-ratelimit-usage': '31,512' })).toEqual({
      fifteenMinutes: { limit: 200, usage: 31 },
      daily: { limit: 2000, usage: 512 },
    });
    const headers = new Headers({ 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '31,512' });
    expect(readRateLimit(headers)?.daily.usage).toBe(512);
    expect(readRateLimit({})).toBeNull();
    expect(readRateLimit({ 'x-ratelimit-limit': 'lots', 'x-ratelimit-usage': '1,2' })).toBeNull();
  });

  it('keeps the tighter of the overall and read-only limits', () => {
    const state = readRateLimit({
      'X-RateLimit-Limit': '200,2000',
      'X-RateLimit-Usage': '90,950',
      'X-ReadRateLimit-Limit': '100,1000',
      'X-ReadRateLimit-Usage': '90,950',
    });
    expect(state).toEqual({ fifteenMinutes: { limit: 100, usage: 90 }, daily: { limit: 1000, usage: 950 } });
  });

  it('waits for the next quarter hour on a 429 or a used-up 15-minute window', () => {
    expect(rateLimitWaitMs(429, {}, now)).toBe(7.5 * 60_000); // until 10:15
    expect(
      rateLimitWaitMs(200, { 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '200,900' }, now),
    ).toBe(7.5 * 60_000);
  });

  it('waits for midnight UTC when the day is used up', () => {
    expect(
      rateLimitWaitMs(429, { 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '201,2001' }, now),
    ).toBe(nextUtcMidnight(now).getTime() - now.getTime());
  });

  it('does not wait while requests are left', () => {
    expect(
      rateLimitWaitMs(200, { 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '199,1999' }, now),
    ).toBe(0);
    expect(rateLimitWaitMs(200, {}, now)).toBe(0);
  });

  it('windows reset at :00, :15, :30, :45 and midnight UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        (at) => {
          const q = nextQuarterHour(at);
          expect(q.getTime()).toBeGreaterThan(at.getTime());
          expect(q.getTime() - at.getTime()).toBeLessThanOrEqual(15 * 60_000);
          expect(q.getUTCMinutes() % 15).toBe(0);
          expect(q.getUTCSeconds() + q.getUTCMilliseconds()).toBe(0);
          const m = nextUtcMidnight(at);
          expect(m.toISOString().slice(11)).toBe('00:00:00.000Z');
          expect(m.getTime() - at.getTime()).toBeLessThanOrEqual(86_400_000);
        },
      ),
    );
  });

  it('syncs a club at most once a day', () => {
    expect(clubSyncDue(null, 24, now)).toBe(true);
    expect(clubSyncDue(new Date('2026-11-05T10:07:30Z'), 24, now)).toBe(true);
    expect(clubSyncDue(new Date('2026-11-05T10:08:00Z'), 24, now)).toBe(false);
    expect(clubSyncDue(new Date('2026-11-06T04:00:00Z'), 1, now)).toBe(false);
    expect(clubSyncDue(new Date('2026-11-04T10:00:00Z'), 48, now)).toBe(true);
  });
});
