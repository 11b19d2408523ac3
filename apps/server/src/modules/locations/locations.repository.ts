import { sql } from 'drizzle-orm';
import type { LocationSuggestion } from '@stride/contracts';
import type { Db } from '../../db/client.ts';

// Ties between equally metropolitan places go to the more populous state ("St Kilda" is Melbourne's first).
const STATE_ORDER = sql`array_position(array['NSW','VIC','QLD','WA','SA','ACT','TAS','NT']::text[], l.state::text)`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findLocations(db: Db, query: string, limit: number): Promise<LocationSuggestion[]> {
  const q = query.toLowerCase();
  const prefix = `${escapeLike(q)}%`;
  const isPostcode = /^\d{1,4}$/.test(q);
  // Tier 0: the label starts with the text (town-name prefix). Tier 1: postcode prefix.
  // Tier 2: trigram-similar town names, for typos ("bondy"). Each tier uses its own index.
  const result = await db.execute<LocationSuggestion & { tier: number }>(sql`
    with prefix_hits as (
      select id, 0 as tier, remoteness as r, length(town) as len, 0::real as sim
      from australian_locations where lower(value) like ${prefix}
      order by remoteness, length(town), value limit ${limit}
    ), postcode_hits as (
      select id, 1 as tier, remoteness as r, 0 as len, 0::real as sim
      from australian_locations where ${isPostcode} and postcode like ${prefix}
      order by postcode, remoteness, town limit ${limit}
    ), fuzzy_hits as (
      select id, 2 as tier, remoteness as r, 0 as len, similarity(lower(town), ${q}) as sim
      from australian_locations where ${!isPostcode} and lower(town) % ${q}
      order by similarity(lower(town), ${q}) desc, remoteness limit ${limit}
    ), ranked as (
      select distinct on (id) id, tier, r, len, sim
      from (select * from prefix_hits union all select * from postcode_hits union all select * from fuzzy_hits) h
      order by id, tier
    )
    select l.value, l.value as label, l.state, l.postcode, l.lat, l.lng, ranked.tier
    from ranked join australian_locations l on l.id = ranked.id
    order by ranked.tier, ranked.r, ranked.len, ranked.sim desc, ${STATE_ORDER}, l.value
    limit ${limit}
  `);
  return result.rows.map(({ value, label, state, postcode, lat, lng }) => ({
    value,
    label,
    state,
    postcode,
    lat: Number(lat),
    lng: Number(lng),
  }));
}
