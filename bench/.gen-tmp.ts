import { openDatabase } from '/work/wt/platform/apps/server/src/db/client.ts';
import { importLocalitiesIfEmpty } from '/work/wt/platform/apps/server/src/modules/locations/locations.import.ts';
import { generate } from '/work/wt/platform/bench/generate.ts';
const [url, n] = process.argv.slice(2);
const db = await openDatabase({ databaseUrl: url, poolSize: 2 });
await db.migrate();
await importLocalitiesIfEmpty(db.db);
await generate(db, { users: 2000, events: Number(n), participants: 5 });
await db.close();
