import type { DerivedSql } from './derived-sql.ts';
import { jsonKey } from './derived-sql.ts';

/**
 * A card stored on its row, written by the database whenever the row changes (issue 13, decision
 * 0019): the busiest reads send cards as they are stored instead of building each one per request.
 * The card's one definition is `fields` in TypeScript, typed by its contract (every field of the
 * contract's card, no other): each its SQL expression over the row `alias`. From it come the rendering
 * function, the trigger that stores each card and the rebuild of every card when the definition
 * changes (db/derived-sql.ts).
 *
 * Cards are stored open, without their closing brace (db/json-text.ts closes them): readers add a field
 * (a search's distance) or close the object; cutting the brace off at read time walked every card
 * character by character in a UTF-8 database, about a microsecond a card (migration 0027).
 */
export function storedCard(card: {
  name: string;
  table: string;
  alias: string;
  /** The rendering function, the trigger function that writes card_fields with it, and its trigger. */
  fn: string;
  writeFn: string;
  trigger: string;
  fields: Record<string, string>;
}): DerivedSql {
  const select = Object.entries(card.fields)
    .map(([key, expression]) => `${expression} AS ${jsonKey(key)}`)
    .join(',\n    ');
  return {
    name: card.name,
    statements: [
      `CREATE OR REPLACE FUNCTION ${card.fn}(${card.alias} ${card.table}) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT left(row_to_json(c)::text, -1) FROM (SELECT
    ${select}) c
$$`,
      `CREATE OR REPLACE FUNCTION ${card.writeFn}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_fields := ${card.fn}(NEW);
  RETURN NEW;
END
$$`,
      `DROP TRIGGER IF EXISTS ${card.trigger} ON ${card.table}`,
      `CREATE TRIGGER ${card.trigger} BEFORE INSERT OR UPDATE ON ${card.table}
  FOR EACH ROW EXECUTE FUNCTION ${card.writeFn}()`,
    ],
    // The trigger writes every card again.
    rebuild: `UPDATE ${card.table} SET card_fields = NULL`,
  };
}
