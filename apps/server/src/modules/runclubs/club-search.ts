import { validationError } from '../../lib/errors.ts';

/** A club name as search compares it: lower case, accents removed, spaces collapsed ("Café  Runners" → "cafe runners"). */
export function foldName(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The position after a page's last club: its distance (near search) or folded name (by name), then its id. */
export type ClubCursor = [number | string, number];

export function encodeClubCursor(key: number | string, id: number): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

export function decodeClubCursor(cursor: string, near: boolean): ClubCursor {
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    const keyOk = near ? typeof key === 'number' && Number.isFinite(key) : typeof key === 'string';
    if (keyOk && Number.isInteger(id)) return [key as number | string, id as number];
  } catch {
    // fall through
  }
  throw validationError('Invalid cursor', { cursor: ['Invalid cursor'] });
}

// The earth radius earthdistance's earth() uses, in metres.
export const EARTH_RADIUS_M = 6378168;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * earthdistance's ll_to_earth and earth_box, worked out here and sent as cube literals: the database
 * then plans one constant instead of evaluating the SQL functions (this halves the search's time).
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
