import { describe, expect, it } from 'vitest';
import { GRID, earthPoint, searchGrid } from './earth.ts';

const rad = (deg: number) => (deg * Math.PI) / 180;
const chord = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** The square's south-west corner in degrees, from its number (the inverse of the grid's numbering). */
function corner(cell: number, k: number) {
  const columns = 360 * k + 1;
  return { south: Math.floor(cell / columns) / k - 90, west: ((cell % columns) - 180 * k) / k };
}

describe('searchGrid', () => {
  // Busy and quiet places, squares cut by the antimeridian, the far south; every radius the API allows.
  const centres = [
    [-33.8688, 151.2093],
    [-23.7, 133.88],
    [-42.88, 147.33],
    [-18.0, 179.97],
    [-16.5, -179.95],
    [-66.0, 60.0],
    [-89.5, 10.0],
    [-33.95, 151.0001],
  ] as const;

  it('lists squares nearest first, each with a floor no point of it is nearer than', () => {
    for (const [lat, lng] of centres) {
      for (const km of [5, 10, 20, 50, 100]) {
        const { level, cells, floors } = searchGrid(lat, lng, km * 1000);
        const k = GRID[level];
        expect(floors).toEqual([...floors].sort((a, b) => a - b));
        expect(floors[0]).toBe(0);
        const centre = earthPoint(lat, lng);
        cells.forEach((cell, i) => {
          const { south, west } = corner(cell, k);
          let nearest = Infinity;
          for (let a = 0; a <= 20; a++) {
            for (let b = 0; b <= 20; b++) {
              nearest = Math.min(
                nearest,
                chord(centre, earthPoint(south + a / (20 * k), west + b / (20 * k))),
              );
            }
          }
          expect(floors[i]!).toBeLessThanOrEqual(nearest);
        });
      }
    }
  });

  it('gives floors close enough to the truth to stop reading early', () => {
    // 5 km west of a square's west edge, on its middle latitude: the floor is about 5 km.
    const { cells, floors } = searchGrid(-33.95, 151.0 - 5 / (111.32 * Math.cos(rad(33.95))), 20000);
    const east = cells.findIndex(
      (cell) => corner(cell, GRID.fine).west === 151 && corner(cell, GRID.fine).south === -34,
    );
    expect(floors[east]).toBeGreaterThan(4900);
    expect(floors[east]).toBeLessThan(5100);
  });
});
