import { sql, type SQL } from 'drizzle-orm';

// The earth radius earthdistance's earth() uses, in metres.
export const EARTH_RADIUS_M = 6378168;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * earthdistance's ll_to_earth and earth_box, worked out here and sent as cube literals: the database
 * then compares with constants instead of running the SQL functions (earth_box is a SQL-language
 * function, parsed again on every execution of a prepared statement): this halves a search's time.
 * `chord` is the straight-line distance through the earth that matches `metres` along its surface.
 */
export function earthCube(lat: number, lng: number, metres: number) {
  const [x, y, z] = [
    EARTH_RADIUS_M * Math.cos(rad(lat)) * Math.cos(rad(lng)),
    EARTH_RADIUS_M * Math.cos(rad(lat)) * Math.sin(rad(lng)),
    EARTH_RADIUS_M * Math.sin(rad(lat)),
  ];
  // The straight-line distance through the earth that matches `metres` along its surface.
  const chord = 2 * EARTH_RADIUS_M * Math.sin(Math.min(metres / (2 * EARTH_RADIUS_M), Math.PI / 2));
  return {
    centre: `(${x}, ${y}, ${z})`,
    box: `(${x - chord}, ${y - chord}, ${z - chord}),(${x + chord}, ${y + chord}, ${z + chord})`,
    chord,
  };
}

const R = sql.raw(String(EARTH_RADIUS_M));

/** The distance along the earth's surface, in km to 2 decimals, for a straight-line `chord` in metres. */
export const surfaceKm = (chord: SQL) =>
  sql`round((2 * ${R}::float8 * asin(least(1, ${chord} / (2 * ${R}::float8))) / 1000)::numeric, 2)`;
