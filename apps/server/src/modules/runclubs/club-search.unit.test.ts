import { describe, expect, it } from 'vitest';
import { decodeClubCursor, encodeClubCursor, foldName } from './club-search.ts';

describe('foldName', () => {
  it('drops accents and case and collapses spaces', () => {
    expect(foldName('  Café   Crème RUNNERS ')).toBe('cafe creme runners');
    expect(foldName('Zürich Läufer')).toBe('zurich laufer');
  });
});

describe('club cursors', () => {
  it('round-trip and refuse tampering', () => {
    expect(decodeClubCursor(encodeClubCursor(1.25, 7), true)).toEqual([1.25, 7]);
    expect(decodeClubCursor(encodeClubCursor('bondi', 3), false)).toEqual(['bondi', 3]);
    expect(() => decodeClubCursor(encodeClubCursor('bondi', 3), true)).toThrow('Invalid cursor');
    expect(() => decodeClubCursor('not-json', false)).toThrow('Invalid cursor');
  });
});
