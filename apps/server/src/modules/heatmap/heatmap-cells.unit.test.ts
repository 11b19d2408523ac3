import fc from 'fast-check';
import {
  cellToBoundary,
  cellToChildren,
  cellToLatLng,
  cellToParent,
  getHexagonEdgeLengthAvg,
  greatCircleDistance,
  latLngToCell,
} from 'h3-js';
import { describe, expect, it } from 'vitest';
import {
  HEATMAP_MIN_RUNNERS,
  heatmapTileSchema,
  heatmapTilesForView,
  heatmapTileZoom,
  tileBounds,
  tileX,
  tileY,
  type HeatmapCell,
  type HeatmapTile,
  type HeatmapView,
  messageText,
} from '@stride/contracts';
import {
  BASE_RESOLUTION,
  BaseGrid,
  cellsInTile,
  FETCH_MARGIN_EDGES,
  fetchBoxTest,
  resolutionForTile,
  resolutionForZoom,
  runnersByCell,
  shownBaseCells,
  tileCells,
  tileFetchBounds,
  type EventRunners,
} from './heatmap-cells.ts';

// --- How the server answers, without a database: the repository's read is fetchBoxTest. ---

/** One tile's answer from every event there is, reading only what the repository would read. */
function answerTile(all: readonly EventRunners[], tile: HeatmapTile): HeatmapCell[] {
  const inBox = fetchBoxTest(tileFetchBounds(tile));
  return tileCells(
    all.filter((e) => inBox(e.lat, e.lng)),
    tile,
  );
}

/** What the web draws for a view: its tiles' cells, each cell once (tiles on both sides agree on it). */
function answerView(all: readonly EventRunners[], view: HeatmapView): HeatmapCell[] {
  const cells = new Map<string, HeatmapCell>();
  for (const tile of heatmapTilesForView(view))
    for (const cell of answerTile(all, tile)) {
      const seen = cells.get(cell.h3);
      if (seen) expect(seen.count).toBe(cell.count);
      cells.set(cell.h3, cell);
    }
  return [...cells.values()];
}

const total = (cells: readonly HeatmapCell[]) => cells.reduce((sum, c) => sum + c.count, 0);

/** The rule worked out over the whole world at once: shown base cells summed into their ancestors. */
function everywhere(all: readonly EventRunners[], resolution: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const { cell: base, count } of shownBaseCells(all)) {
    const cell = resolution < BASE_RESOLUTION ? cellToParent(base, resolution) : base;
    out.set(cell, (out.get(cell) ?? 0) + count);
  }
  return out;
}

/** A map of the page's size (at most 992 × 448 px) centred on a point at a zoom, as Leaflet reports it. */
function mapView(lat: number, lng: number, zoom: number, width = 992, height = 448): HeatmapView {
  const worldPx = 256 * 2 ** zoom;
  const y = (la: number) => {
    const phi = (la * Math.PI) / 180;
    return ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * worldPx;
  };
  const latAt = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / worldPx))) * 180) / Math.PI;
  const cy = y(lat);
  const dLng = (width / 2 / worldPx) * 360;
  return {
    north: Math.min(latAt(cy - height / 2), 85),
    south: Math.max(latAt(cy + height / 2), -85),
    west: Math.max(lng - dLng, -180),
    east: Math.min(lng + dLng, 180),
    zoom,
  };
}

const runnerIds = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
const BONDI = { lat: -33.8915, lng: 151.2767 };
const SYDNEY_VIEW = (zoom: number) => mapView(-33.88, 151.22, zoom);

describe('zooms, resolutions and tiles', () => {
  it('uses resolution 8 from street level and coarser cells further out', () => {
    expect([20, 14, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 0].map(resolutionForZoom)).toEqual([
      8, 8, 8, 7, 7, 6, 5, 5, 4, 3, 3, 2, 2,
    ]);
  });

  it("answers each map zoom's tiles at that zoom's resolution", () => {
    for (let zoom = 0; zoom <= 20; zoom++)
      expect(resolutionForTile(heatmapTileZoom(zoom)), `zoom ${zoom}`).toBe(resolutionForZoom(zoom));
  });

  it('puts every point in the tile whose bounds hold it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 179.999, noNaN: true }),
        fc.integer({ min: 0, max: 12 }),
        (lat, lng, z) => {
          const b = tileBounds({ z, x: tileX(lng, z), y: tileY(lat, z) });
          expect(lng).toBeGreaterThanOrEqual(b.west - 1e-9);
          expect(lng).toBeLessThanOrEqual(b.east + 1e-9);
          expect(lat).toBeGreaterThanOrEqual(b.south - 1e-9);
          expect(lat).toBeLessThanOrEqual(b.north + 1e-9);
        },
      ),
    );
  });

  it('draws the page’s map from at most four tiles at any zoom, anywhere in Australia', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -43.5, max: -10.5, noNaN: true }),
        fc.double({ min: 113, max: 154, noNaN: true }),
        fc.integer({ min: 3, max: 20 }),
        (lat, lng, zoom) => {
          expect(heatmapTilesForView(mapView(lat, lng, zoom)).length).toBeLessThanOrEqual(4);
        },
      ),
    );
  });

  it('validates the tile address', () => {
    const message = (t: Record<string, string>) =>
      messageText(heatmapTileSchema.safeParse(t).error?.issues[0]?.message ?? '');
    expect(heatmapTileSchema.parse({ z: '10', x: '941', y: '614' })).toEqual({ z: 10, x: 941, y: 614 });
    expect(message({ z: '13', x: '0', y: '0' })).toBe('Tile zoom must be a whole number from 0 to 12');
    expect(message({ z: '1.5', x: '0', y: '0' })).toBe('Tile zoom must be a whole number from 0 to 12');
    expect(message({ z: '2', x: '4', y: '0' })).toBe('Tile x must be a whole number from 0 to 2^zoom - 1');
    expect(message({ z: '2', x: '0', y: '-1' })).toBe('Tile y must be a whole number from 0 to 2^zoom - 1');
    expect(message({ z: '2', x: 'abc', y: '0' })).toBe('Tile x must be a whole number from 0 to 2^zoom - 1');
  });

  it('reads far enough round a tile: no base cell of a cell reaches 1.5 average edges from its centre', () => {
    // tileFetchBounds reads FETCH_MARGIN_EDGES (3) edges beyond the tile: twice this bound.
    expect(FETCH_MARGIN_EDGES).toBeGreaterThanOrEqual(2 * 1.5);
    const places = [
      [-33.87, 151.21],
      [-37.81, 144.96],
      [-31.95, 115.86],
      [-12.46, 130.84],
      [-42.88, 147.33],
      [-23.7, 133.88],
      [51.5, -0.12],
      [64.1, -21.9],
      [1.35, 103.82],
      [-17.8, 179.99],
    ] as const;
    for (let resolution = 2; resolution < BASE_RESOLUTION; resolution++) {
      const edge = getHexagonEdgeLengthAvg(resolution, 'km');
      for (const [lat, lng] of places) {
        const cell = latLngToCell(lat, lng, resolution);
        const centre = cellToLatLng(cell);
        // Three levels down: deeper levels move the outline by ever smaller steps.
        const depth = Math.min(resolution + 3, BASE_RESOLUTION);
        let furthest = 0;
        for (const child of cellToChildren(cell, depth))
          for (const corner of cellToBoundary(child))
            furthest = Math.max(furthest, greatCircleDistance(centre, corner, 'km'));
        expect(furthest / edge, `resolution ${resolution} at ${lat}, ${lng}`).toBeLessThan(1.5);
      }
    }
  });
});

describe('the base grid', () => {
  it('counts a runner once per cell however many events they attended there', () => {
    const cells = runnersByCell([
      { ...BONDI, runnerIds: ['u1', 'u2'] },
      { ...BONDI, runnerIds: ['u1'] },
    ]);
    expect(cells.get(latLngToCell(BONDI.lat, BONDI.lng, 8))).toEqual(new Set(['u1', 'u2']));
  });

  it('leaves a base cell under 5 runners out at every zoom, even beside a busy one', () => {
    const busy = latLngToCell(BONDI.lat, BONDI.lng, 8);
    const quiet = cellToChildren(cellToParent(busy, 7), 8).find((c) => c !== busy)!;
    const [qLat, qLng] = cellToLatLng(quiet);
    const all = [
      { ...BONDI, runnerIds: runnerIds('a', 5) },
      { lat: qLat, lng: qLng, runnerIds: runnerIds('b', 4) },
    ];
    for (let zoom = 0; zoom <= 20; zoom++) {
      const cells = answerView(all, mapView(BONDI.lat, BONDI.lng, zoom));
      expect(total(cells), `zoom ${zoom}`).toBe(5);
    }
  });

  it('answers counts, centres and outlines, never runner ids', () => {
    const all = [{ ...BONDI, runnerIds: runnerIds('runner-', 6) }];
    const cells = answerView(all, SYDNEY_VIEW(14));
    expect(cells).toHaveLength(1);
    expect(cells[0]).toMatchObject({ h3: latLngToCell(BONDI.lat, BONDI.lng, 8), count: 6 });
    expect(cells[0]!.boundary).toHaveLength(6);
    expect(JSON.stringify(cells)).not.toContain('runner-');
  });
});

describe('the audit: comparing zooms cannot isolate a runner', () => {
  // Five runners at one spot and one runner 3 km away. The old rule answered 6 at zoom 8 (both in one
  // merged cell) and 5 at zoom 9, which gave the lone runner away.
  const five = { lat: -33.8688, lng: 151.2093, runnerIds: runnerIds('five-', 5) };
  const lone = { lat: -33.8688 + 3 / 111, lng: 151.2093, runnerIds: ['lone'] };
  const all = [five, lone];

  it('gives the same total at zoom 8 and zoom 9', () => {
    const at8 = answerView(all, mapView(-33.85, 151.21, 8));
    const at9 = answerView(all, mapView(-33.85, 151.21, 9));
    expect(total(at8)).toBe(5);
    expect(total(at9)).toBe(5);
  });

  it('gives the same total at every zoom', () => {
    for (let zoom = 0; zoom <= 20; zoom++)
      expect(total(answerView(all, mapView(-33.86, 151.21, zoom))), `zoom ${zoom}`).toBe(5);
  });

  it('counts a runner seen in two busy areas in both, so zooming out never drops a total by 1', () => {
    // Two base cells of one parent sharing one runner: the distinct union would answer 10 zoomed in
    // and 9 zoomed out, and the 1 is that runner.
    const a = latLngToCell(five.lat, five.lng, 8);
    const b = cellToChildren(cellToParent(a, 7), 8).find((c) => c !== a)!;
    const [bLat, bLng] = cellToLatLng(b);
    const shared = [
      { ...five, runnerIds: ['x', 'a1', 'a2', 'a3', 'a4'] },
      { lat: bLat, lng: bLng, runnerIds: ['x', 'b1', 'b2', 'b3', 'b4'] },
    ];
    for (let zoom = 0; zoom <= 20; zoom++)
      expect(total(answerView(shared, mapView(five.lat, five.lng, zoom))), `zoom ${zoom}`).toBe(10);
  });
});

describe('tiles across the antimeridian', () => {
  it('count a cell whole when its areas lie on both sides of 180°', () => {
    const cell = latLngToCell(-17.8, 180, 5);
    const bases = cellToChildren(cell, 8).map((c) => cellToLatLng(c));
    const east = bases.find(([, lng]) => lng > 179.9)!;
    const west = bases.find(([, lng]) => lng < -179.9)!;
    const all = [
      { lat: east[0], lng: east[1], runnerIds: runnerIds('e', 5) },
      { lat: west[0], lng: west[1], runnerIds: runnerIds('w', 6) },
    ];
    const z = 5; // resolution 5
    const tile = { z, x: tileX(east[1], z), y: tileY(east[0], z) };
    expect(answerTile(all, tile)).toMatchObject([{ h3: cell, count: 11 }]);
    const whole = new BaseGrid(shownBaseCells(all));
    expect(cellsInTile(whole.near(tileFetchBounds(tile)), tile)).toMatchObject([{ h3: cell, count: 11 }]);
  });
});

describe('heat map answers (properties)', () => {
  // Runners around five Sydney spots, some at a few spots, and a few far out: cells at every zoom,
  // on tile edges, shared between base cells.
  const hotSpots = [
    [-33.8915, 151.2767],
    [-33.8688, 151.2093],
    [-33.815, 151.0],
    [-33.95, 151.14],
    [-33.75, 151.28],
  ] as const;
  const placements = fc
    .array(
      fc.record({
        spot: fc.constantFrom(...hotSpots),
        spread: fc.constantFrom(0.002, 0.02, 0.1, 0.5),
        dLat: fc.double({ min: -1, max: 1, noNaN: true }),
        dLng: fc.double({ min: -1, max: 1, noNaN: true }),
        runners: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }),
      }),
      { maxLength: 120 },
    )
    .map((events) =>
      events.map((e): EventRunners => ({
        lat: e.spot[0] + e.dLat * e.spread,
        lng: e.spot[1] + e.dLng * e.spread,
        runnerIds: e.runners.map((r) => `u${r}`),
      })),
    );
  const box = fc
    .record({
      south: fc.double({ min: -34.3, max: -33.6, noNaN: true }),
      west: fc.double({ min: 150.7, max: 151.4, noNaN: true }),
      height: fc.double({ min: 0.005, max: 0.5, noNaN: true }),
      width: fc.double({ min: 0.005, max: 0.5, noNaN: true }),
    })
    .map((b) => ({ south: b.south, west: b.west, north: b.south + b.height, east: b.west + b.width }));
  const zoom = fc.integer({ min: 0, max: 20 });

  it('shows only cells of 5 or more, each counted as over the whole world, whatever tile or view asked', () => {
    fc.assert(
      fc.property(placements, box, zoom, (all, b, z) => {
        const cells = answerView(all, { ...b, zoom: z });
        const reference = everywhere(all, resolutionForZoom(z));
        for (const c of cells) {
          expect(c.count).toBeGreaterThanOrEqual(HEATMAP_MIN_RUNNERS);
          expect(c.count).toBe(reference.get(c.h3));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('totals over the same box at two zooms differ by 0 or by at least 5', () => {
    fc.assert(
      fc.property(placements, box, zoom, zoom, (all, b, z1, z2) => {
        const [coarse, fine] = z1 <= z2 ? [z1, z2] : [z2, z1];
        const difference =
          total(answerView(all, { ...b, zoom: coarse })) - total(answerView(all, { ...b, zoom: fine }));
        // Zoomed out, the same box only gains whole shown base cells.
        expect(difference === 0 || difference >= HEATMAP_MIN_RUNNERS, `difference ${difference}`).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('totals of a box and a larger box around it, at one zoom, differ by 0 or by at least 5', () => {
    fc.assert(
      fc.property(
        placements,
        box,
        fc.array(fc.double({ min: 0, max: 0.3, noNaN: true }), { minLength: 4, maxLength: 4 }),
        zoom,
        (all, inner, [s, w, n, e], z) => {
          const outer = {
            south: inner.south - s!,
            west: inner.west - w!,
            north: inner.north + n!,
            east: inner.east + e!,
          };
          const difference =
            total(answerView(all, { ...outer, zoom: z })) - total(answerView(all, { ...inner, zoom: z }));
          expect(difference === 0 || difference >= HEATMAP_MIN_RUNNERS, `difference ${difference}`).toBe(
            true,
          );
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers every tile’s cells as the whole world would count them, tiles anywhere round Sydney', () => {
    fc.assert(
      fc.property(
        placements,
        fc.integer({ min: 0, max: 12 }),
        fc.nat(),
        fc.integer({ min: -1, max: 1 }),
        fc.integer({ min: -1, max: 1 }),
        (all, z, pick, dx, dy) => {
          // A tile holding one of the events, or one of its neighbours.
          const { lat, lng } = all[pick % all.length] ?? { lat: hotSpots[0][0], lng: hotSpots[0][1] };
          const n = 2 ** z;
          const tile = {
            z,
            x: Math.min(Math.max(tileX(lng, z) + dx, 0), n - 1),
            y: Math.min(Math.max(tileY(lat, z) + dy, 0), n - 1),
          };
          const reference = everywhere(all, resolutionForTile(z));
          const fromItsGround = answerTile(all, tile);
          for (const c of fromItsGround) expect(c.count).toBe(reference.get(c.h3));
          // The service's other way, for zoomed-out tiles: from the whole map's base grid.
          const whole = new BaseGrid(shownBaseCells(all));
          expect(cellsInTile(whole.near(tileFetchBounds(tile)), tile)).toEqual(fromItsGround);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a cell whole in every tile it reaches, its busy areas spread all over it', () => {
    fc.assert(
      fc.property(
        // Unbiased: anywhere in the box, not mostly its corners.
        fc.noBias(fc.double({ min: -34.2, max: -33.5, noNaN: true })),
        fc.noBias(fc.double({ min: 150.6, max: 151.5, noNaN: true })),
        fc.integer({ min: 0, max: 12 }),
        (lat, lng, z) => {
          const resolution = resolutionForTile(z);
          const cell = latLngToCell(lat, lng, resolution);
          // Five runners in base cells all over the cell, out to its edges.
          const spread = cellToChildren(cell, Math.min(resolution + 2, BASE_RESOLUTION)).map((child) => {
            const [cLat, cLng] = cellToLatLng(child);
            return { lat: cLat, lng: cLng, runnerIds: runnerIds(child, 5) };
          });
          const n = 2 ** z;
          for (let dx = -1; dx <= 1; dx++)
            for (let dy = -1; dy <= 1; dy++) {
              const x = tileX(lng, z) + dx;
              const y = tileY(lat, z) + dy;
              if (x < 0 || y < 0 || x >= n || y >= n) continue;
              for (const c of answerTile(spread, { z, x, y }))
                expect(c).toMatchObject({ h3: cell, count: 5 * spread.length });
            }
        },
      ),
      { numRuns: 100 },
    );
  });
});
