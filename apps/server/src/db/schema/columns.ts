import { sql } from 'drizzle-orm';
import { customType, integer, text, timestamp } from 'drizzle-orm/pg-core';

// Column builders most tables repeat. Functions rather than shared objects: each table gets builders
// of its own, so the same SQL comes out as when each column was written in full.

/** An integer primary key numbered by the database (identity, always generated). */
export const identityId = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** A moment in time, stored with its zone (every timestamp in Stride). */
export const instant = () => timestamp({ withTimezone: true });

/** A moment the row records when written: createdAt, joinedAt, sentAt. */
export const instantNow = () => instant().notNull().defaultNow();

/** createdAt and updatedAt, spread last into a table's columns. */
export const timestamps = () => ({ createdAt: instantNow(), updatedAt: instantNow() });

/** A list of texts, empty unless given (distances, run days, ability levels, tags). */
export const textList = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** earthdistance's point type (a cube in metres from the earth's centre). */
export const earth = customType<{ data: string }>({ dataType: () => 'cube' });
