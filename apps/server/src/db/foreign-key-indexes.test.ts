import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/app.ts';
import type { Database } from './client.ts';

// Issue 31: deleting a runner or an event makes PostgreSQL find the rows that reference it (to cascade,
// set null or refuse). Without an index that starts with the referencing columns, every such delete
// reads the whole referencing table. Asked of the migrated database's catalogue, so it also covers
// foreign keys written in hand-made migrations.

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/**
 * `table(columns) -> referenced table` for every foreign key in the public schema whose columns are
 * not the leading columns (in any order) of some full, valid index of their table.
 */
async function foreignKeysWithoutLeadingIndex(): Promise<string[]> {
  const { rows } = await database.db.execute<{ key: string }>(sql`
    select format('%s(%s) -> %s', c.conrelid::regclass, columns.names, c.confrelid::regclass) as key
    from pg_constraint c
    cross join lateral (
      select string_agg(a.attname, ', ' order by k.position) as names
      from unnest(c.conkey) with ordinality as k(attnum, position)
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
    ) as columns
    where c.contype = 'f'
      and c.connamespace = 'public'::regnamespace
      and not exists (
        select 1
        from pg_index i
        where i.indrelid = c.conrelid
          and i.indpred is null
          and i.indisvalid
          -- indkey is 0-based: its first cardinality(conkey) entries hold exactly the key's columns.
          and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
      )
    order by 1`);
  return rows.map((r) => r.key);
}

describe('foreign keys', () => {
  it('each have an index that leads with their columns', async () => {
    expect(await foreignKeysWithoutLeadingIndex(), 'index these columns in src/db/schema/').toEqual([]);
  });

  it('are found by the catalogue query (it sees the keys it must check)', async () => {
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    );
    expect(rows[0]!.n).toBeGreaterThan(40);
  });
});
