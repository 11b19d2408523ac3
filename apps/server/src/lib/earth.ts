import { sql, type SQL } from 'drizzle-orm';

// The earth radius earthdistance's earth() uses, in metres.
export const EARTH_RADIUS_M = 6378168;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** earthdistance's ll_to_earth: the point's x, y, z in metres from the earth's centre. */
export function earthPoint(lat: number, lng: number): [number, number, number] {
  return [
    EARTH_RADIUS_M * Math.cos(rad(lat)) * Math.cos(rad(lng)),
    EARTH_RADIUS_M * Math.cos(rad(lat)) * Math.sin(rad(lng)),
    EARTH_RADIUS_M * Math.sin(rad(lat)),
  ];
}

/** Great-circle distance in km between two points (haversine, on earthdistance's sphere). */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h))) / 1000;
}

/**
 * earthdistance's ll_to_earth and earth_box, worked out here and sent as cube literals: the database
 * then compares with constants instead of running the SQL functions (earth_box is a SQL-language
 * function, parsed again on every execution of a prepared statement): this halves a search's time.
 * `chord` is the straight-line distance through the earth that matches `metres` along its surface.
 */
export function earthCube(lat: number, lng: number, metres: number) {
  const [x, y, z] = earthPoint(lat, lng);
  // The straight-line distance through the earth that matches `metres` along its surface.
  const chord = 2 * EARTH_RADIUS_M * Math.sin(Math.min(metres / (2 * EARTH_RADIUS_M), Math.PI / 2));
  return {
    centre: `(${x}, ${y}, ${z})`,
    // Written only when read: the near-me search needs it only beyond its cap.
    get box() {
      return `(${x - chord}, ${y - chord}, ${z - chord}),(${x + chord}, ${y + chord}, ${z + chord})`;
    },
    chord,
  };
}

const R = sql.raw(String(EARTH_RADIUS_M));
const HUNDREDTHS_OF_KM_PER_RADIAN = sql.raw(String((2 * EARTH_RADIUS_M) / 10));

/**
 * The distance along the earth's surface, in km to 2 decimals (halves up), for a straight-line `chord`
 * in metres. In float8: a hundredth count divided by 100 prints as its 2 decimals, and skips numeric's
 * slower rounding on every card of a search.
 */
export const surfaceKm = (chord: SQL) =>
  sql`(floor(asin(least(1, ${chord} / (2 * ${R}::float8))) * ${HUNDREDTHS_OF_KM_PER_RADIAN}::float8 + 0.5) / 100)`;

/**
 * The near-me search's grid (decision 0019): squares of 0.1 degree (fine) and 1 degree (coarse) of
 * latitude and longitude, each numbered by `gridCellSql` from an event's lat and lng. A search lists
 * the squares its circle can touch (`searchGrid`) and reads each one's events in start order from a
 * btree on (square, start): a few index descents instead of a GiST walk over every entry of its pages.
 */
export const GRID = { fine: 10, coarse: 1 } as const;
export type GridLevel = keyof typeof GRID;
/** Searches up to this radius use the fine squares (a 20 km circle touches about 25 of them). */
const FINE_GRID_MAX_METRES = 20_000;

const cellNumber = (row: number, column: number, perDegree: number) =>
  (row + 90 * perDegree) * (360 * perDegree + 1) + column + 180 * perDegree;

/** The square number of the row's lat and lng (a generated column), as cellNumber computes it. */
export const gridCellSql = (perDegree: number) =>
  sql.raw(
    `(floor(lat * ${perDegree})::int + ${90 * perDegree}) * ${360 * perDegree + 1} + floor(lng * ${perDegree})::int + ${180 * perDegree}`,
  );

/**
 * The grid level and every square that a circle of `metres` around the point can touch: its bounding
 * box in degrees, widened by 1 % so no rounding can leave a square out, across the antimeridian and,
 * near a pole, every longitude. Nearest square first, each with its floor: a chord no point of that
 * square is nearer than, so a search that has read the squares in this order knows how far its reading
 * is complete.
 */
export function searchGrid(
  lat: number,
  lng: number,
  metres: number,
): { level: GridLevel; cells: number[]; floors: number[] } {
  const level: GridLevel = metres <= FINE_GRID_MAX_METRES ? 'fine' : 'coarse';
  const k = GRID[level];
  const dLat = ((metres / EARTH_RADIUS_M) * 180 * 1.01) / Math.PI + 1e-6;
  const [south, north] = [Math.max(-90, lat - dLat), Math.min(90, lat + dLat)];
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const dLng = widest >= 89.9 ? 180 : dLat / Math.cos(rad(widest));
  const [west, east] = dLng >= 180 ? [-180, 180] : [lng - dLng, lng + dLng];
  const squares = new Map<number, number>();
  for (let row = Math.floor(south * k); row <= Math.floor(north * k); row++) {
    for (let column = Math.floor(west * k); column <= Math.floor(east * k); column++) {
      const floor = chordFloor(lat, lng, row / k, column / k, 1 / k);
      // Longitudes past ±180 wrap round; the square at exactly 180 is the one at -180 too.
      const wrapped = ((((column + 180 * k) % (360 * k)) + 360 * k) % (360 * k)) - 180 * k;
      squares.set(cellNumber(row, wrapped, k), floor);
      if (wrapped === -180 * k) squares.set(cellNumber(row, 180 * k, k), floor);
    }
  }
  const nearestFirst = [...squares].sort((a, b) => a[1] - b[1]);
  return { level, cells: nearestFirst.map(([cell]) => cell), floors: nearestFirst.map(([, floor]) => floor) };
}

/**
 * A lower bound of the chord from (lat, lng) to any point of the square whose south-west corner is
 * (south, west), `size` degrees a side. A point that far in latitude is at least that far away; one
 * outside the square's longitudes is at least as far as the nearer of its two edge meridians' great
 * circles, sin(d) = cos(lat) sin(Δlng). Less a metre, so rounding in the database cannot beat it.
 */
function chordFloor(lat: number, lng: number, south: number, west: number, size: number): number {
  const byLat = rad(Math.max(0, south - lat, lat - (south + size)));
  // Degrees east of the square's west edge, in [0, 360): inside the square when under `size`.
  const east = (((lng - west) % 360) + 360) % 360;
  const dLng = east <= size ? 0 : Math.min(east - size, 360 - east);
  // Up to 90° from both edges sin() grows with the gap, so the nearer edge is the nearer circle.
  const byLng = dLng + size >= 90 ? 0 : Math.asin(Math.cos(rad(lat)) * Math.sin(rad(dLng)));
  const angle = Math.max(byLat, byLng);
  return Math.max(0, 2 * EARTH_RADIUS_M * Math.sin(angle / 2) - 1);
}
