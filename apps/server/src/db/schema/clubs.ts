import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow, optionalPlace, textList, timestamps } from './columns.ts';
import { userIdCascade, userIdSetNull } from './users.ts';

export const runclubs = pgTable(
  'runclubs',
  {
    id: identityId(),
    name: varchar({ length: 120 }).notNull(),
    /** The name folded for search (lower case, accents removed; modules/runclubs/club-search.ts). */
    searchName: varchar({ length: 120 }).notNull().default(''),
    description: text(),
    logoUrl: text(),
    annualCost: numeric({ precision: 10, scale: 2 }),
    location: varchar({ length: 200 }).notNull(),
    // From the chosen locality (australian_locations), never from the client.
    ...optionalPlace(),
    runDays: textList(),
    distances: textList(),
    abilityLevels: textList(),
    comments: text(),
    createdBy: userIdSetNull(),
    /** active, or archived by its owner or an admin. */
    status: varchar({ length: 20 }).notNull().default('active'),
    memberCount: integer().notNull().default(0),
    // The club's search card (runclubCardSchema without distanceKm) as JSON text without its closing
    // brace, written by a trigger from its one definition (modules/runclubs/club-card.ts):
    // searches answer cards without building them, and add the distance without cutting the card.
    cardFields: text(),
    /** Set by moderation: a hidden club is left out of every public answer. */
    hiddenAt: instant(),
    ...timestamps(),
  },
  (t) => [
    // Near-a-suburb search over live clubs only.
    index('runclubs_near_idx')
      .using('gist', t.earthPoint)
      .where(sql`${t.status} = 'active' and ${t.hiddenAt} is null`),
    index('runclubs_name_trgm_idx')
      .using('gin', sql`${t.searchName} gin_trgm_ops`)
      .where(sql`${t.status} = 'active' and ${t.hiddenAt} is null`),
    index('runclubs_list_idx')
      .on(t.searchName, t.id)
      .where(sql`${t.status} = 'active' and ${t.hiddenAt} is null`),
    index('runclubs_created_by_idx').on(t.createdBy),
  ],
);

export const runclubMembers = pgTable(
  'runclub_members',
  {
    id: identityId(),
    runclubId: integer()
      .notNull()
      .references(() => runclubs.id, { onDelete: 'cascade' }),
    userId: userIdCascade(),
    /** member, admin or owner (one owner a club). */
    role: varchar({ length: 20 }).notNull().default('member'),
    joinedAt: instantNow(),
  },
  (t) => [
    uniqueIndex('runclub_members_unique_idx').on(t.runclubId, t.userId),
    index('runclub_members_user_idx').on(t.userId),
  ],
);
