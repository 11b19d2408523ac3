import fc from 'fast-check';
import { cellToChildren, cellToParent, getResolution, latLngToCell, cellToLatLng } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { heatmapQuerySchema, type HeatmapQuery } from '@stride/contracts';
import {
  fetchBounds,
  heatmapCells,
  mergeSmallCells,
  resolutionForZoom,
  rollUp,
  runnersByCell,
  type Attendance,
} from './heatmap-cells.ts';

// Bondi Beach; its resolution-8 cell and that cell's siblings (children of one resolution-7 parent).
const BONDI = latLngToCell(-33.8915, 151.2767, 8);
const FAMILY = cellToChildren(cellToParent(BONDI, 7), 8);
const runners = (prefix: string, n: number) => new Set(Array.from({ length: n }, (_, i) => `${prefix}${i}`));
const at = (cell: string, userId: string): Attendance => {
  const [lat, lng] = cellToLatLng(cell);
  return { lat, lng, userId };
};
const view: HeatmapQuery = { south: -34.2, west: 150.6, north: -33.4, east: 151.6, zoom: 14 };

describe('resolutionForZoom', () => {
  it('uses resolution 8 from street level and coarser cells further out', () => {
    expect([20, 14, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 0].map(resolutionForZoom)).toEqual([
      8, 8, 8, 7, 7, 6, 5, 5, 4, 3, 3, 2, 2,
    ]);
  });
});

describe('runnersByCell', () => {
  it('counts a runner once per cell however many events they attended there', () => {
    const cells = runnersByCell([at(BONDI, 'u1'), at(BONDI, 'u1'), at(BONDI, 'u2'), at(FAMILY[1]!, 'u1')]);
    expect(cells.get(BONDI)).toEqual(new Set(['u1', 'u2']));
    expect(rollUp(cells, 7).get(cellToParent(BONDI, 7))).toEqual(new Set(['u1', 'u2']));
  });
});

describe('mergeSmallCells', () => {
  const [c0, c1, c2] = FAMILY as [string, string, string];
  const parent = cellToParent(c0, 7);

  it('shows a family whose cells all reach 5 runners as it is', () => {
    const shown = mergeSmallCells(
      new Map([
        [c0, runners('a', 5)],
        [c1, runners('b', 9)],
      ]),
    );
    expect([...shown.keys()].sort()).toEqual([c0, c1].sort());
  });

  it('merges small cells into their parent when together they reach 5 distinct runners', () => {
    const shown = mergeSmallCells(
      new Map([
        [c0, runners('a', 3)],
        [c1, runners('b', 2)],
      ]),
    );
    expect([...shown]).toEqual([[parent, new Set([...runners('a', 3), ...runners('b', 2)])]]);
  });

  it('counts a runner in two small cells once, and hides the family below 5', () => {
    const shown = mergeSmallCells(
      new Map([
        [c0, runners('a', 3)],
        [c1, runners('a', 4)],
      ]),
    );
    expect(shown.size).toBe(0);
  });

  it('shows a crowded family as its parent when its small cells together reach 5', () => {
    const shown = mergeSmallCells(
      new Map([
        [c0, runners('a', 20)],
        [c1, runners('b', 3)],
        [c2, runners('c', 2)],
      ]),
    );
    expect([...shown.keys()]).toEqual([parent]);
    expect(shown.get(parent)!.size).toBe(25);
  });

  it('keeps the crowded cells and hides the rest when the small ones stay under 5', () => {
    const shown = mergeSmallCells(
      new Map([
        [c0, runners('a', 20)],
        [c1, runners('b', 3)],
      ]),
    );
    expect([...shown.keys()]).toEqual([c0]);
  });
});

describe('heatmapCells', () => {
  it('answers counts, centres and outlines, never runner ids', () => {
    const attendance = [...runners('runner-', 6)].map((id) => at(BONDI, id));
    const cells = heatmapCells(runnersByCell(attendance), view);
    expect(cells).toHaveLength(1);
    expect(cells[0]).toMatchObject({ h3: BONDI, count: 6 });
    expect(cells[0]!.boundary).toHaveLength(6);
    expect(Math.abs(cells[0]!.lat + 33.8915)).toBeLessThan(0.01);
    expect(JSON.stringify(cells)).not.toContain('runner-');
  });

  it('hides a cell with 4 runners at street zoom but shows their area once zoomed out with more', () => {
    const attendance = [
      ...[...runners('a', 4)].map((id) => at(FAMILY[0]!, id)),
      // A few km away, another 4 runners: separate at zoom 14, one resolution-5 cell at zoom 7.
      ...[...runners('b', 4)].map((id) => ({ lat: -33.87, lng: 151.21, userId: id })),
    ];
    const base = runnersByCell(attendance);
    expect(heatmapCells(base, view)).toEqual([]);
    const out = heatmapCells(base, { ...view, zoom: 7 });
    expect(out.map((c) => [getResolution(c.h3) <= 5, c.count])).toEqual([[true, 8]]);
  });

  it('leaves out cells outside the view', () => {
    const perth = [...runners('p', 5)].map((id) => ({ lat: -31.95, lng: 115.86, userId: id }));
    expect(heatmapCells(runnersByCell(perth), view)).toEqual([]);
  });
});

describe('heatmap query', () => {
  it('validates the box and zoom', () => {
    const message = (q: Record<string, unknown>) => heatmapQuerySchema.safeParse(q).error?.issues[0]?.message;
    const ok = { south: '-34', west: '150', north: '-33', east: '151', zoom: '12' };
    expect(heatmapQuerySchema.parse(ok)).toEqual({ south: -34, west: 150, north: -33, east: 151, zoom: 12 });
    expect(message({ ...ok, north: '-35' })).toBe('South must be below north');
    expect(message({ ...ok, east: '149' })).toBe(
      'West must be left of east (the map cannot span the 180° meridian)',
    );
    expect(message({ ...ok, south: '-91' })).toBe('Latitude must be a number from -90 to 90');
    expect(message({ ...ok, west: 'abc' })).toBe('Longitude must be a number from -180 to 180');
    expect(message({ ...ok, zoom: '21' })).toBe('Zoom must be a whole number from 0 to 20');
    expect(message({ ...ok, zoom: '1.5' })).toBe('Zoom must be a whole number from 0 to 20');
  });
});

describe('heatmapCells (properties)', () => {
  const hotSpots = [
    [-33.8915, 151.2767],
    [-33.8688, 151.2093],
    [-33.815, 151.0],
    [-33.95, 151.14],
    [-33.75, 151.28],
  ] as const;
  const attendance = fc.array(
    fc.record({
      spot: fc.constantFrom(...hotSpots),
      dLat: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
      dLng: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
      user: fc.integer({ min: 1, max: 40 }),
    }),
    { maxLength: 300 },
  );
  const query = fc
    .record({
      south: fc.double({ min: -34.1, max: -33.7, noNaN: true }),
      west: fc.double({ min: 150.9, max: 151.3, noNaN: true }),
      height: fc.double({ min: 0.01, max: 0.4, noNaN: true }),
      width: fc.double({ min: 0.01, max: 0.4, noNaN: true }),
      zoom: fc.integer({ min: 6, max: 16 }),
    })
    .map((q) => ({
      south: q.south,
      west: q.west,
      north: q.south + q.height,
      east: q.west + q.width,
      zoom: q.zoom,
    }));

  it('shows only cells of 5 or more distinct runners, none covering another, the same wherever the map was panned', () => {
    fc.assert(
      fc.property(attendance, query, (points, q) => {
        const all: Attendance[] = points.map((p) => ({
          lat: p.spot[0] + p.dLat,
          lng: p.spot[1] + p.dLng,
          userId: `u${p.user}`,
        }));
        const cells = heatmapCells(runnersByCell(all), q);
        const distinct = new Set(all.map((a) => a.userId)).size;
        for (const c of cells) {
          expect(c.count).toBeGreaterThanOrEqual(5);
          expect(c.count).toBeLessThanOrEqual(distinct);
        }
        const ids = new Set(cells.map((c) => c.h3));
        for (const c of cells) {
          const r = getResolution(c.h3);
          for (let up = r - 1; up >= 0; up--) expect(ids.has(cellToParent(c.h3, up))).toBe(false);
        }
        const box = fetchBounds(q);
        const fetched = all.filter(
          (a) => a.lat >= box.south && a.lat <= box.north && a.lng >= box.west && a.lng <= box.east,
        );
        expect(heatmapCells(runnersByCell(fetched), q)).toEqual(cells);
      }),
      { numRuns: 300 },
    );
  });
});
