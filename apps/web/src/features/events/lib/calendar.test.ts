import { describe, expect, it } from 'vitest';
import { dayKey, monthGrid } from './calendar';

describe('monthGrid', () => {
  it('covers the month in 6 Monday-first weeks', () => {
    const grid = monthGrid(new Date(2026, 10, 15)); // November 2026 starts on a Sunday
    expect(grid).toHaveLength(42);
    expect(dayKey(grid[0]!)).toBe('2026-10-26');
    expect(grid[0]!.getDay()).toBe(1);
    expect(grid.some((d) => dayKey(d) === '2026-11-30')).toBe(true);
  });
});
