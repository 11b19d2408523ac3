import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/*
 * Stored cards are JSON objects kept without their closing brace (migration 0027_card_fields): a reader
 * closes one, or adds a field and closes it. Cutting the brace off at read time (left(card, -1)) walks
 * the whole text character by character in a UTF-8 database, about a microsecond a card.
 */

/** A stored card's fields closed into its JSON object. */
export const closedJson = (fields: SQLWrapper) => sql<string>`(${fields} || '}')`;

/**
 * A stored card's fields with one more field at the end, closed: `value` as its JSON text (a number's
 * text is its JSON), null when it is null. `key` is a constant of our own.
 */
export const withJsonField = (fields: SQLWrapper, key: string, value: SQL) =>
  sql<string>`(${fields} || ${sql.raw(`',"${key}":'`)} || coalesce((${value})::text, 'null') || '}')`;
