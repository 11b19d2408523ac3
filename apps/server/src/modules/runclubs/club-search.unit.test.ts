import { describe, expect, it } from 'vitest';
import { earthCube } from '../../lib/earth.ts';
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

describe('earthCube', () => {
  it("matches earthdistance's ll_to_earth and earth_box for Sydney and 50 km", () => {
    const { centre, box } = earthCube(-33.8688, 151.2093, 50000);
    const nums = (s: string) => [...s.matchAll(/-?\d+\.\d+/g)].map((m) => Number(m[0]));
    // SELECT ll_to_earth(-33.8688, 151.2093), earth_box(ll_to_earth(-33.8688, 151.2093), 50000)
    const expectCentre = [-4641241.489527699, 2550563.158457606, -3554508.6927491794];
    const expectBox = [
      -4691241.361499236, 2500563.2864860683, -3604508.5647207173, -4591241.617556161, 2600563.030429144,
      -3504508.8207776416,
    ];
    nums(centre).forEach((n, i) => expect(n).toBeCloseTo(expectCentre[i]!, 3));
    nums(box).forEach((n, i) => expect(n).toBeCloseTo(expectBox[i]!, 3));
  });
});
