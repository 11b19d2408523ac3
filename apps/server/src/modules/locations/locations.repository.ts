import { sql } from 'drizzle-orm';
import type { LocationSuggestion } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { namedRows } from '../../db/prepared.ts';

// Ties between equally metropolitan places go to the more populous state ("St Kilda" is Melbourne's first).
const STATE_ORDER = sql`array_position(array['NSW','VIC','QLD','WA','SA','ACT','TAS','NT']::text[], state::text)`;
const COLUMNS = sql`value, value as label, state, postcode, lat, lng`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toSuggestions(rows: Record<string, unknown>[]): LocationSuggestion[] {
  return rows.map((r) => ({
    value: String(r.value),
    label: String(r.label),
    state: String(r.state),
    postcode: String(r.postcode),
    lat: Number(r.lat),
    lng: Number(r.lng),
  }));
}

/**
 * Label-prefix matches ("bondi j" → Bondi Junction), or postcode-prefix matches ("202" → 2020…2029).
 * Both walk btree text_pattern_ops indexes. The name itself first ("Bondi" before "Bondi Beach"), then
 * metropolitan and shorter names.
 */
export async function findByPrefix(db: Db, query: string, limit: number): Promise<LocationSuggestion[]> {
  const prefix = `${escapeLike(query.toLowerCase())}%`;
  const byPostcode = /^\d{1,4}$/.test(query);
  const result = await db.execute(
    byPostcode
      ? sql`select ${COLUMNS} from australian_locations where postcode like ${prefix}
            order by postcode, remoteness, length(town), ${STATE_ORDER}, value limit ${limit}`
      : sql`select ${COLUMNS} from australian_locations where lower(value) like ${prefix}
            order by lower(town) = ${query.toLowerCase()} desc, remoteness, length(town), ${STATE_ORDER}, value
            limit ${limit}`,
  );
  return toSuggestions(result.rows);
}

/**
 * Names with the text as a later whole word ("Bondi" → North Bondi), through the GIN index on the
 * name's words: after the prefix matches, before the look-alikes (Bon Bon, Bong Bong).
 */
export async function findByWord(db: Db, query: string, limit: number): Promise<LocationSuggestion[]> {
  const q = query.toLowerCase();
  const result = await db.execute(sql`
    select ${COLUMNS} from australian_locations
    where string_to_array(lower(town), ' ') @> string_to_array(${q}::text, ' ')
      and lower(value) not like ${`${escapeLike(q)}%`}
    order by remoteness, length(town), ${STATE_ORDER}, value
    limit ${limit}`);
  return toSuggestions(result.rows);
}

/**
 * Town names that look like the text, for typos ("bondy"): trigram similarity, most similar first.
 * A plain scan of the ~18k town names (about 15 ms, and only when prefixes found too few; answers are
 * cached): in PGlite, queries through the trigram GiST index now and then never return (seen in about
 * 1 run in 10 of the locations tests), so the fuzzy tier does not use it.
 */
export async function findSimilar(db: Db, query: string, limit: number): Promise<LocationSuggestion[]> {
  const q = query.toLowerCase();
  const result = await db.execute(sql`
    select ${COLUMNS} from australian_locations
    where similarity(lower(town), ${q}) >= 0.3
    order by similarity(lower(town), ${q}) desc, remoteness, ${STATE_ORDER}, value
    limit ${limit}`);
  return toSuggestions(result.rows);
}

/**
 * The locality whose label is exactly this (case aside): one probe of the lower(value) index. Checking a
 * chosen place needs no search tiers (the look-alike tier alone read every locality's trigrams).
 */
export async function findByLabel(db: Db, label: string): Promise<LocationSuggestion | undefined> {
  // Named (db/prepared.ts): every new or moved run checks its place.
  const rows = await namedRows<Record<string, unknown>>(
    db,
    'locality_by_label',
    sql`select ${COLUMNS} from australian_locations where lower(value) = ${label.trim().toLowerCase()} limit 1`,
  );
  return toSuggestions(rows)[0];
}

/**
 * Whether any locality lies within `km` of the point: the GiST index on ll_to_earth answers with one
 * index probe (a pin in the ocean or at 0,0 has none).
 */
export async function anyLocalityWithin(db: Db, lat: number, lng: number, km: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (
    select 1 from australian_locations
    where earth_box(ll_to_earth(${lat}, ${lng}), ${km * 1000}) @> ll_to_earth(lat, lng)
      and earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(lat, lng)) <= ${km * 1000}) as found`);
  return Boolean(result.rows[0]?.found);
}
