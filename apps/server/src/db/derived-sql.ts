import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * SQL the server derives from a TypeScript definition (issue 31): the stored cards' functions and their
 * triggers (from the card's fields, typed by its contract), the participant-count trigger (from the
 * place rule). Nobody writes it by hand in a migration any more, so it cannot drift from the
 * definition. At start-up (bootstrap, under the advisory lock) each piece whose text changed is applied
 * and what it renders rebuilt, in one transaction; `derived_sql` keeps the hash of what was applied.
 */
export interface DerivedSql {
  /** A stable name, the key in derived_sql. */
  name: string;
  /** The statements that (re)create it, in order (CREATE OR REPLACE FUNCTION, DROP/CREATE TRIGGER…). */
  statements: string[];
  /** Rebuilds what it renders from the rows, after the statements (every stored card, every count). */
  rebuild?: string;
}

const hashOf = (d: DerivedSql) =>
  createHash('sha256')
    .update(JSON.stringify([d.statements, d.rebuild ?? null]))
    .digest('hex');

/** Applies every piece whose text changed since it was last applied; answers their names. */
export async function applyDerivedSql(db: Executor, pieces: readonly DerivedSql[]): Promise<string[]> {
  const applied: string[] = [];
  for (const piece of pieces) {
    const hash = hashOf(piece);
    const changed = await db.transaction(async (tx) => {
      const current = await tx.execute<{ hash: string }>(
        sql`select hash from derived_sql where name = ${piece.name} for update`,
      );
      if (current.rows[0]?.hash === hash) return false;
      for (const statement of piece.statements) await tx.execute(sql.raw(statement));
      if (piece.rebuild) await tx.execute(sql.raw(piece.rebuild));
      await tx.execute(sql`insert into derived_sql (name, hash, applied_at) values (${piece.name}, ${hash}, now())
        on conflict (name) do update set hash = excluded.hash, applied_at = excluded.applied_at`);
      return true;
    });
    if (changed) applied.push(piece.name);
  }
  return applied;
}

/** A JSON object key as SQL writes it in an alias: the contract's field names need no escaping. */
export const jsonKey = (key: string) => {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`Not a plain JSON key: ${key}`);
  return `"${key}"`;
};
