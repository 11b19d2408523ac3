import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/app.ts';
import type { Database } from './client.ts';
import { namedRows } from './prepared.ts';

// Issue 30: the hot write paths run their statements by name, inside the caller's transaction.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table named_probe (n int not null)`);
});
afterAll(() => database.close());

const probe = (n: number) => sql`insert into named_probe (n) values (${n}) returning n`;

describe('namedRows', () => {
  it("runs in the caller's transaction, with new values on every call", async () => {
    const seen = await database.db
      .transaction(async (tx) => {
        const first = await namedRows<{ n: number }>(tx, 'named_probe_insert', probe(1));
        const second = await namedRows<{ n: number }>(tx, 'named_probe_insert', probe(2));
        const inside = await namedRows<{ total: number }>(
          tx,
          'named_probe_count',
          sql`select count(*)::int as total from named_probe`,
        );
        expect([first[0]!.n, second[0]!.n, inside[0]!.total]).toEqual([1, 2, 2]);
        tx.rollback();
      })
      .catch(() => 'rolled back');
    expect(seen).toBe('rolled back');
    // Both inserts went with the transaction.
    const after = await namedRows<{ total: number }>(
      database.db,
      'named_probe_count',
      sql`select count(*)::int as total from named_probe`,
    );
    expect(after[0]!.total).toBe(0);
  });

  it('is a prepared statement of its connection on PostgreSQL', async () => {
    if (database.engine !== 'postgres') return;
    const names = await database.db.transaction(async (tx) => {
      await namedRows(tx, 'named_probe_count', sql`select count(*)::int as total from named_probe`);
      const rows = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name like 'named_probe%'`,
      );
      return rows.rows.map((r) => r.name);
    });
    expect(names).toContain('named_probe_count');
  });
});
