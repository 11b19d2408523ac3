import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const runclubs = pgTable(
  'runclubs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 120 }).notNull(),
    description: text(),
    logoUrl: text(),
    annualCost: numeric({ precision: 10, scale: 2 }),
    location: varchar({ length: 200 }).notNull(),
    lat: doublePrecision(),
    lng: doublePrecision(),
    runDays: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    distances: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    abilityLevels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comments: text(),
    // Set when a moderator hides the club (issue 12); the clubs feature filters on it.
    hiddenAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: varchar({ length: 20 }).notNull().default('active'),
    memberCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('runclubs_geo_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)],
);

export const runclubMembers = pgTable(
  'runclub_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    runclubId: integer()
      .notNull()
      .references(() => runclubs.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar({ length: 20 }).notNull().default('member'),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('runclub_members_unique_idx').on(t.runclubId, t.userId)],
);
