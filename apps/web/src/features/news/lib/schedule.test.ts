import { describe, expect, it } from 'vitest';
import { fromLocalInput, parseTags, toLocalInput } from './schedule';

describe('schedule helpers', () => {
  it('round-trips a moment through the datetime-local input', () => {
    const iso = new Date(2031, 4, 4, 6, 30).toISOString();
    expect(toLocalInput(iso)).toBe('2031-05-04T06:30');
    expect(fromLocalInput('2031-05-04T06:30')).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('reads tags from a comma list', () => {
    expect(parseTags(' Training, races ,, training,5k')).toEqual(['training', 'races', '5k']);
  });
});
