import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A JSON object's text (such as a stored card) with one more field at its end: `value` as its JSON
 * text (a number's text is its JSON), null when it is null. `key` is a constant of our own.
 */
export const withJsonField = (object: SQLWrapper, key: string, value: SQL) =>
  sql<string>`(left(${object}, -1) || ${sql.raw(`',"${key}":'`)} || coalesce((${value})::text, 'null') || '}')`;
