import { describe, expect, it } from 'vitest';
import { customRangeHours, isNegligibleMove, roundCoord, validateCustomRange } from './near-me';

describe('near-me rules', () => {
  it('rounds the map centre to 4 decimals', () => {
    expect(roundCoord(-33.868812345)).toBe(-33.8688);
    expect(roundCoord(151.20935)).toBe(151.2094);
  });

  it('ignores clicks within 0.001 degrees of the centre', () => {
    const c = { lat: -33.8688, lng: 151.2093 };
    expect(isNegligibleMove(c, { lat: -33.8691, lng: 151.2095 })).toBe(true);
    expect(isNegligibleMove(c, { lat: -33.8708, lng: 151.2093 })).toBe(false);
    expect(isNegligibleMove(null, c)).toBe(false);
  });

  it('checks the custom range', () => {
    const now = new Date(2026, 10, 22, 10, 0);
    expect(validateCustomRange('', '', now)).toBe('startRequired');
    expect(validateCustomRange('2026-11-21', '2026-11-25', now)).toBe('startPast');
    expect(validateCustomRange('2026-11-25', '2026-11-24', now)).toBe('endBeforeStart');
    expect(validateCustomRange('2026-11-22', '2026-11-22', now)).toBeNull();
  });

  it('converts a custom range to whole hours, rounded up, minimum 1', () => {
    const now = new Date(2026, 10, 22, 10, 0);
    expect(customRangeHours('2026-11-22', now)).toBe(14);
    expect(customRangeHours('2026-11-23', now)).toBe(38);
    expect(customRangeHours('2026-11-22', new Date(2026, 10, 22, 23, 59, 59, 999))).toBe(1);
  });
});
