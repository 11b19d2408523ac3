import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent } from '../../../test/helpers/factories.ts';
import { EARTH_RADIUS_M, earthCube } from '../../lib/earth.ts';

// The near-me search reads its page from the index in order and counts up to a cap (issue 13): the
// answer must still be exactly what sorting every match would give, ties included.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  // 520 events around Alice Springs: many at the same start time, many at the same meeting point.
  await ctx.database.db.execute(sql`
    insert into events (title, date, time, timezone, starts_at, location, lat, lng, distances, created_by)
    select 'Bound ' || g, (now() + interval '2 days')::date, '06:00', 'Australia/Darwin',
           date_trunc('hour', now()) + interval '1 day' + ((g % 7) * interval '1 hour'),
           'Alice Springs, NT 0870', -23.70 + (g % 5) * 0.001, 133.88 + (g % 3) * 0.001, '{5k}', 'Test'
    from generate_series(1, 520) g`);
});
afterAll(() => ctx.close());

type Answer = {
  events: { id: number; startsAt: string; distance: number }[];
  total: number;
  totalCapped?: boolean;
};
const search = async (sort: 'time' | 'distance', radiusKm = 10, [lat, lng] = [-23.7, 133.88]) =>
  (
    await ctx.app.inject({
      url: `/api/events/search?lat=${lat}&lng=${lng}&radiusKm=${radiusKm}&hours=720&sort=${sort}&limit=50`,
    })
  ).json<Answer>();

/** Every match sorted in full, the slow way (from the same centre, so near-ties break the same way). */
async function expected(order: 'time' | 'distance', radiusKm = 10, [lat, lng] = [-23.7, 133.88]) {
  const { centre, chord } = earthCube(lat, lng, radiusKm * 1000);
  const distance = sql`cube_distance(earth_point, ${centre}::cube)`;
  const { rows } = await ctx.database.db.execute<{ id: number }>(sql`
    select id from events
    where status <> 'cancelled' and starts_at >= now() and starts_at < now() + interval '720 hours'
      and ${distance} <= ${chord}
    order by ${order === 'time' ? sql`starts_at, ${distance}, id` : sql`${distance}, starts_at, id`}
    limit 50`);
  return rows.map((r) => Number(r.id));
}

describe('near-me search bounds', () => {
  it('counts up to 500 and says there are more', async () => {
    const answer = await search('time');
    expect(answer.total).toBe(500);
    expect(answer.totalCapped).toBe(true);
  });

  it('gives exactly the first page of the full ordering, by time and by distance', async () => {
    expect((await search('time')).events.map((e) => e.id)).toEqual(await expected('time'));
    expect((await search('distance')).events.map((e) => e.id)).toEqual(await expected('distance'));
  });

  it('gives an exact total when under the cap', async () => {
    for (let i = 0; i < 3; i++) await createEvent(ctx.database.db, { lat: -17.96, lng: 122.24 });
    const answer = (
      await ctx.app.inject({ url: '/api/events/search?lat=-17.96&lng=122.24&radiusKm=5&hours=720' })
    ).json<Answer>();
    expect(answer.totalCapped).toBeUndefined();
    expect(answer.total).toBe(3);
  });

  it('sorts every match exactly when they are all under the cap, ties included', async () => {
    await ctx.database.db.execute(
      sql`update events set status = 'cancelled' where title in (select 'Bound ' || g from generate_series(1, 40) g)`,
    );
    const answer = await search('time');
    expect([answer.total, answer.totalCapped]).toEqual([480, undefined]);
    expect(answer.events.map((e) => e.id)).toEqual(await expected('time'));
    expect((await search('distance')).events.map((e) => e.id)).toEqual(await expected('distance'));
  });

  it('gives the exact page beyond the cap when the matches spread over many grid squares', async () => {
    // 3,600 events on a 0.6° square around Kalgoorlie, 0.01° apart, at five start times.
    await ctx.database.db.execute(sql`
      insert into events (title, date, time, timezone, starts_at, location, lat, lng, distances, created_by)
      select 'Spread ' || g, (now() + interval '2 days')::date, '06:00', 'Australia/Perth',
             date_trunc('hour', now()) + interval '1 day' + ((g % 5) * interval '1 hour'),
             'Kalgoorlie, WA 6430', -31.05 + (g % 60) * 0.01, 121.17 + (g / 60) * 0.01, '{10k}', 'Test'
      from generate_series(0, 3599) g`);
    // Mid-square, on a square's corner, and near the edge of the spread.
    for (const centre of [
      [-30.75, 121.47],
      [-30.8, 121.4],
      [-30.52, 121.72],
    ] as [number, number][]) {
      for (const radiusKm of [20, 50]) {
        for (const sort of ['time', 'distance'] as const) {
          const answer = await search(sort, radiusKm, centre);
          expect(answer.totalCapped).toBe(true);
          expect(answer.events.map((e) => e.id)).toEqual(await expected(sort, radiusKm, centre));
        }
      }
    }
  });

  it('finds every event in the circle and none outside it, wherever grid squares or ±180° cut it', async () => {
    const rad = (deg: number) => (deg * Math.PI) / 180;
    const deg = (r: number) => (r * 180) / Math.PI;
    /** The point `km` away from (lat, lng) on `bearing` degrees, along the earth's surface. */
    const away = (lat: number, lng: number, km: number, bearing: number) => {
      const [d, b, p] = [(km * 1000) / EARTH_RADIUS_M, rad(bearing), rad(lat)];
      const lat2 = Math.asin(Math.sin(p) * Math.cos(d) + Math.cos(p) * Math.sin(d) * Math.cos(b));
      const dLng = Math.atan2(
        Math.sin(b) * Math.sin(d) * Math.cos(p),
        Math.cos(d) - Math.sin(p) * Math.sin(lat2),
      );
      return { lat: deg(lat2), lng: ((lng + deg(dLng) + 540) % 360) - 180 };
    };
    // Fine squares (5 and 20 km), coarse ones (50 and 100 km), the antimeridian, far south.
    const circles = [
      [-42.88, 147.33, 5],
      [-31.95, 115.86, 20],
      [-12.46, 130.84, 50],
      [-18.0, 179.97, 100],
      [-66.0, 60.0, 100],
    ] as const;
    for (const [lat, lng, radiusKm] of circles) {
      const inside: number[] = [];
      for (let bearing = 0; bearing < 360; bearing += 22.5) {
        for (const share of [0.3, 0.97, 1.03]) {
          const event = await createEvent(ctx.database.db, away(lat, lng, radiusKm * share, bearing));
          if (share < 1) inside.push(event.id);
        }
      }
      const answer = (
        await ctx.app.inject({
          url: `/api/events/search?lat=${lat}&lng=${lng}&radiusKm=${radiusKm}&hours=720&limit=50`,
        })
      ).json<Answer>();
      expect(answer.total).toBe(inside.length);
      expect(answer.events.map((e) => e.id).sort((a, b) => a - b)).toEqual(inside);
    }
  });
});
