import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { identityId, instantNow } from './columns.ts';

export const australianLocations = pgTable(
  'australian_locations',
  {
    id: identityId(),
    // The display label, e.g. "Bondi, NSW 2026"; what a form stores when a suggestion is picked.
    value: varchar({ length: 120 }).notNull().unique(),
    town: varchar({ length: 80 }).notNull(),
    state: varchar({ length: 3 }).notNull(),
    postcode: varchar({ length: 4 }).notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    // Modified Monash Model class (1 = metropolitan … 7 = very remote): ranks city suburbs before outback towns.
    remoteness: smallint().notNull().default(7),
    createdAt: instantNow(),
  },
  (t) => [
    index('australian_locations_value_prefix_idx').on(sql`lower(${t.value}) text_pattern_ops`),
    index('australian_locations_postcode_idx').on(sql`${t.postcode} text_pattern_ops`),
    // Whole-word matches inside a name ("Bondi" → North Bondi), see findByWord.
    index('australian_locations_town_words_idx').using('gin', sql`string_to_array(lower(${t.town}), ' ')`),
    // Buddy distances between home localities: an earth_box search over this GiST index (issue 11).
    index('australian_locations_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`),
    // No trigram index: the fuzzy tier scans (see locations.repository.ts), as PGlite could hang in one.
  ],
);
