import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { applyDerivedSql, type DerivedSql } from './db/derived-sql.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { eventCardSql } from './modules/events/event-card.ts';
import { eventSequenceSql } from './modules/events/event-sequence.ts';
import { participantCountsSql } from './modules/events/places.ts';
import { clubCardSql } from './modules/runclubs/club-card.ts';
import { importLocalitiesIfEmpty } from './modules/locations/locations.import.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { TRAINING_PLAN_TEMPLATES } from './modules/training-plans/engine/index.ts';
import { upsertTemplates } from './modules/training-plans/training-plans.repository.ts';

/** The SQL derived from TypeScript definitions (db/derived-sql.ts), in the order it is applied. */
export const DERIVED_SQL: readonly DerivedSql[] = [
  participantCountsSql,
  eventCardSql,
  clubCardSql,
  eventSequenceSql,
];

/**
 * The schema as the code expects it: the migrations, then the SQL derived from TypeScript whose
 * definition changed (rewriting the stored cards or counts it renders). Answers what was derived anew.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.migrate();
  return applyDerivedSql(database.db, DERIVED_SQL);
}

/**
 * Brings the database up to date: migrations, the one-off locality import, demo content.
 * Several instances starting together on PostgreSQL do this one after another (db/startup-lock.ts).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  const run = async () => {
    const derived = await migrate(database);
    if (derived.length) log.info({ derived }, 'applied SQL derived from changed definitions');
    const imported = await importLocalitiesIfEmpty(database.db);
    if (imported) log.info({ imported }, 'imported Australian localities');
    await upsertTemplates(database.db, TRAINING_PLAN_TEMPLATES);
    if (config.seedDemo) {
      const seeded = await seedDemoIfEmpty(database.db);
      if (seeded) log.info(seeded, 'seeded demo content');
    }
  };
  await withStartupLock(database, run);
}
