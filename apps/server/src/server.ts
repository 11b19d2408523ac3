import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';

// A .env file at the repository root (see .env.example) fills in variables not already set.
const envFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

/** The one line a start prints: where Stride is, and where e-mail goes while SMTP is not set up. */
function runningMessage(config: Config): string {
  const outbox = path.relative(process.cwd(), path.join(config.dataDir, 'outbox')) || '.';
  const mail = config.smtpUrl ? '' : ` (e-mail is saved to ${outbox}/ until SMTP_URL is set)`;
  return `Stride is running at ${config.publicUrl}${mail}`;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.resolve(config.dataDir, 'pglite'),
  });
  // This process serves requests and works the job queue (which starts when the app is ready).
  const app = await buildApp(config, { database, runJobs: true });
  await prepareDatabase(database, config, app.log);
  // Fastify logs a "Server listening" entry per bound address (two for localhost); one line with the
  // address people use says it better.
  app.log.level = 'warn';
  await app.listen({ host: config.host, port: config.port });
  app.log.level = config.logLevel;
  // JSON logs also name the bound addresses, for whoever reads them later.
  const details = config.logFormat === 'json' ? { listening: app.addresses() } : {};
  app.log.info(details, runningMessage(config));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let those in flight finish, stop the job queue (running jobs finish or go
    // back to the queue), then close the database cleanly.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  const code = (err as { code?: unknown }).code;
  if (err instanceof ConfigError) console.error(err.message);
  else if (code === 'EADDRINUSE' || code === 'EACCES')
    console.error(`Stride cannot listen: ${(err as Error).message}. Set PORT (and HOST) to a free address.`);
  else console.error(err);
  process.exit(1);
});
