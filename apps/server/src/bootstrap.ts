import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { importLocalitiesIfEmpty } from './modules/locations/locations.import.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { TRAINING_PLAN_TEMPLATES } from './modules/training-plans/engine/index.ts';
import { upsertTemplates } from './modules/training-plans/training-plans.repository.ts';

const STARTUP_LOCK_ID = 741_852_963;

/**
 * Brings the database up to date: migrations, the one-off locality import, demo content.
 * On PostgreSQL an advisory lock makes several instances starting together do this once.
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  const run = async () => {
    await database.migrate();
    const imported = await importLocalitiesIfEmpty(database.db);
    if (imported) log.info({ imported }, 'imported Australian localities');
    await upsertTemplates(database.db, TRAINING_PLAN_TEMPLATES);
    if (config.seedDemo) {
      const seeded = await seedDemoIfEmpty(database.db);
      if (seeded) log.info(seeded, 'seeded demo content');
    }
  };
  if (database.engine !== 'postgres' || !config.databaseUrl) return run();
  const lockClient = new pg.Client({ connectionString: config.databaseUrl });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    await run();
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
    await lockClient.end();
  }
}
