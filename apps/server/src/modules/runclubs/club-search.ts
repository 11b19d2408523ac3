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
  throw validationError('api.invalidCursor', { cursor: ['api.invalidCursor'] });
}
