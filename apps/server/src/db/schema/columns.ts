import { sql } from 'drizzle-orm';
import { customType, doublePrecision, integer, text, timestamp } from 'drizzle-orm/pg-core';

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
const earth = customType<{ data: string }>({ dataType: () => 'cube' });

/**
 * earthdistance's point of the row's lat and lng, stored once at write: its SQL functions are slow to
 * evaluate per row at search time, and the near-me GiST indexes read this column instead.
 */
const earthPoint = () => earth().generatedAlwaysAs(sql`ll_to_earth(lat, lng)`);

/** Where an event takes place: latitude, longitude (from the chosen locality) and their earth point. */
export const requiredPlace = () => ({
  lat: doublePrecision().notNull(),
  lng: doublePrecision().notNull(),
  earthPoint: earthPoint(),
});

/** Where a club meets, when its locality is known: latitude, longitude and their earth point. */
export const optionalPlace = () => ({
  lat: doublePrecision(),
  lng: doublePrecision(),
  earthPoint: earthPoint(),
});
