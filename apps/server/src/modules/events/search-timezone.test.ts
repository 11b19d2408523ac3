import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, testConfig } from '../../../test/helpers/app.ts';
import type { Database } from '../../db/client.ts';

// A database set up on a Sydney machine has Sydney as its clock (TimeZone), so start times are
// written '02:10:00+10'. At the end of daylight saving the hour 02:00-03:00 comes twice, and as text
// the second one's times sort before the first one's: beyond the cap, the bound of the page by time
// must be the 50th earliest start, not the 50th in text order.
let database: Database;
let app: Awaited<ReturnType<typeof buildTestApp>>;

const DAY = 86_400_000;
/** When daylight saving ends (UTC), in a year: the repeated hour is the hour before. */
const ENDS = {
  // 03:00 summer time on the first Sunday of April.
  'Australia/Sydney': (year: number) => {
    const firstSunday = 1 + ((7 - new Date(Date.UTC(year, 3, 1)).getUTCDay()) % 7);
    return new Date(Date.UTC(year, 3, firstSunday - 1, 16));
  },
  // 02:00 summer time on the last Sunday of October: the search looks at most 366 days ahead, and
  // from one April to the next can be 371 days.
  'Europe/London': (year: number) => {
    const last = new Date(Date.UTC(year, 9, 31, 1));
    return new Date(last.getTime() - last.getUTCDay() * DAY);
  },
};
/** The first end of daylight saving, in either clock, more than two hours from now. */
function nextEnd(now = Date.now()): { zone: string; end: Date } {
  const ends = Object.entries(ENDS).flatMap(([zone, endIn]) =>
    [0, 1].map((y) => ({ zone, end: endIn(new Date(now).getUTCFullYear() + y) })),
  );
  return ends
    .filter((e) => e.end.getTime() - now > 2 * 3600_000)
    .sort((a, b) => a.end.getTime() - b.end.getTime())[0]!;
}
const { zone, end } = nextEnd();

beforeAll(async () => {
  database = await createTestDatabase();
  // The pool has one connection so far: set it, and every later one through the database's default.
  await database.db.execute(
    sql.raw(`do $$ begin
      execute format('alter database %I set timezone to %L', current_database(), '${zone}');
    end $$`),
  );
  await database.db.execute(sql.raw(`set timezone to '${zone}'`));
  app = await buildTestApp(testConfig(), { database });
  await app.ready();
  // One event a minute through the hour that comes twice (summer time, then standard), and 400 more.
  await database.db.execute(sql`
    insert into events (title, date, time, timezone, starts_at, location, lat, lng, distances, created_by)
    select 'Clock ' || g, ${end.toISOString().slice(0, 10)}::date, '02:00', 'Australia/Sydney',
           ${end.toISOString()}::timestamptz - interval '1 hour' + g * interval '1 minute',
           'Manly, NSW 2095', -33.797, 151.285, '{5k}', 'Test'
    from generate_series(0, 519) g`);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('pages by start time beyond the cap across the repeated hour at the end of daylight saving', async () => {
  const hours = Math.ceil((end.getTime() - Date.now()) / 3600_000) + 24;
  const answer = (
    await app.inject({ url: `/api/events/search?lat=-33.797&lng=151.285&radiusKm=5&hours=${hours}&limit=50` })
  ).json<{ events: { startsAt: string }[]; total: number; totalCapped?: boolean }>();
  expect([answer.total, answer.totalCapped]).toEqual([500, true]);
  const first = end.getTime() - 3600_000;
  expect(answer.events.map((e) => e.startsAt)).toEqual(
    Array.from({ length: 50 }, (_, i) => new Date(first + i * 60_000).toISOString()),
  );
});
