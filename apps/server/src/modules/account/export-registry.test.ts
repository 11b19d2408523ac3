import { getTableColumns, is, sql, type Column } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@stride/contracts';
import { createTestDatabase } from '../../../test/helpers/app.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { ACCOUNT_FIELDS, USER_REFERENCES, withheldColumns, type Coverage } from './export-registry.ts';

// Issue 25, defect 6: a table that holds a runner's data cannot be left out of the export without
// someone deciding so in export-registry.ts.

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const registry: Record<string, Coverage> = USER_REFERENCES;

/** A column's name in SQL: the database is opened with snake_case casing for columns named by their key. */
const sqlName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** `table.column` of every column with a foreign key to users.id, as the Drizzle schema declares them. */
function schemaReferencesToUsers(): string[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.foreignKeys.flatMap((fk) => {
      const { columns, foreignTable, foreignColumns } = fk.reference();
      if (getTableConfig(foreignTable).name !== 'users' || foreignColumns.map(sqlName).join() !== 'id')
        return [];
      return columns.map((c) => `${config.name}.${sqlName(c)}`);
    });
  });
}

/** Every uuid column but users.id: users are the only rows with uuid ids, so these hold a runner's id. */
function uuidColumns(): string[] {
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns
      .filter((c) => c.getSQLType().startsWith('uuid') && !(config.name === 'users' && sqlName(c) === 'id'))
      .map((c) => `${config.name}.${sqlName(c)}`);
  });
}

const schemaColumns = new Set(
  tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((c) => `${config.name}.${sqlName(c)}`);
  }),
);

const uncovered = (columns: string[]) => [...new Set(columns)].filter((c) => !(c in registry)).sort();

describe('the export registry', () => {
  it('covers every column of the schema that references users.id', () => {
    const references = schemaReferencesToUsers();
    expect(references.length).toBeGreaterThan(25);
    expect(uncovered(references), 'add these to USER_REFERENCES (export-registry.ts)').toEqual([]);
  });

  it('covers every uuid column, foreign key or not', () => {
    expect(uncovered(uuidColumns()), 'add these to USER_REFERENCES (export-registry.ts)').toEqual([]);
  });

  it('names only columns that exist, and only sections the export has', () => {
    expect(Object.keys(registry).filter((c) => !schemaColumns.has(c))).toEqual([]);
    const sections = new Set(Object.keys(accountExportSchema.shape));
    for (const [column, coverage] of Object.entries(registry)) {
      if ('section' in coverage) expect(sections.has(coverage.section), column).toBe(true);
      else expect(coverage.withheld.length, column).toBeGreaterThan(20);
    }
  });

  it('marks columns without a foreign key as such, and only those', () => {
    const declared = new Set(schemaReferencesToUsers());
    for (const [column, coverage] of Object.entries(registry))
      expect(Boolean(coverage.noForeignKey), column).toBe(!declared.has(column));
  });

  it('decides about every column of the users row, and flags every secret it leaves out', () => {
    expect(Object.keys(ACCOUNT_FIELDS).sort()).toEqual(Object.keys(getTableColumns(schema.users)).sort());
    const account = accountExportSchema.shape.account.shape;
    for (const [field, how] of Object.entries(ACCOUNT_FIELDS)) {
      if (how === 'export') expect(field in account, field).toBe(true);
      else expect([field in account, how.flag in account], field).toEqual([false, true]);
    }
    const withheld = withheldColumns().map((w) => w.column);
    expect(withheld).toEqual(expect.arrayContaining(['users.password_hash', 'users.strava_access_token']));
    expect(withheld.filter((c) => !schemaColumns.has(c))).toEqual([]);
  });
});

describe('the export registry against the database itself', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('covers every foreign key to users the migrations created, custom SQL included', async () => {
    const { rows } = await database.db.execute<{ ref: string }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname as ref
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'public.users'::regclass`);
    const references = rows.map((r) => r.ref.replace(/^public\./, '').replaceAll('"', ''));
    expect(references.sort()).toEqual([...new Set(schemaReferencesToUsers())].sort());
    expect(uncovered(references)).toEqual([]);
  });
});
