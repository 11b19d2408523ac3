import { describe, expect, it } from 'vitest';
import { zonedIso } from './zoned-time.ts';

describe('zonedIso', () => {
  it("writes an instant as the zone's local time with its offset, daylight saving included", () => {
    expect(zonedIso('2026-11-27T19:00:00.000Z', 'Australia/Sydney')).toBe('2026-11-28T06:00:00+11:00');
    expect(zonedIso('2026-11-27T22:00:00.000Z', 'Australia/Perth')).toBe('2026-11-28T06:00:00+08:00');
    expect(zonedIso('2026-06-26T20:00:00.000Z', 'Australia/Sydney')).toBe('2026-06-27T06:00:00+10:00');
    expect(zonedIso('2026-11-27T20:30:00.000Z', 'Australia/Adelaide')).toBe('2026-11-28T07:00:00+10:30');
    expect(zonedIso('2026-11-27T06:00:00.000Z', 'UTC')).toBe('2026-11-27T06:00:00+00:00');
  });
});
