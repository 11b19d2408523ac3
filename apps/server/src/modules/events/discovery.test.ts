import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';

// Discovery with its short-lived cache switched on, as in production.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ EVENTS_CACHE_TTL_MS: '60000' });
});
afterAll(() => ctx.close());

const nearby = async () =>
  (await ctx.app.inject({ url: '/api/events/search?lat=-31.95&lng=115.86&radiusKm=10&hours=720' })).json<{
    events: { id: number; title: string; participantCount: number }[];
    total: number;
  }>();

describe('cached discovery', () => {
  it('shows a join through this instance at once, though answers are shared', async () => {
    const event = await createEvent(ctx.database.db, { lat: -31.95, lng: 115.86, title: 'Kings Park loop' });
    const before = await nearby();
    expect(before.events.find((e) => e.id === event.id)?.participantCount).toBe(0);
    const { headers } = await signedInUser(ctx.database.db);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/join`, headers })).statusCode,
    ).toBe(200);
    const after = await nearby();
    expect(after.events.find((e) => e.id === event.id)?.participantCount).toBe(1);
  });

  it('forgets cached answers when an event is created through the API', async () => {
    const before = await nearby();
    const { headers } = await signedInUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/events',
      headers,
      payload: {
        title: 'Swan River sunrise',
        date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        time: '06:00',
        location: 'Perth, WA 6000',
        lat: -31.951,
        lng: 115.861,
        distances: ['5k'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const after = await nearby();
    expect(after.total).toBe(before.total + 1);
    expect(after.events.map((e) => e.title)).toContain('Swan River sunrise');
  });

  it('forgets cached answers when another instance (or a job) writes an event', async () => {
    const before = await nearby();
    // Written straight to the database, as another instance would: the commit notifies every instance.
    await createEvent(ctx.database.db, { lat: -31.952, lng: 115.862, title: 'Written elsewhere' });
    await expect.poll(async () => (await nearby()).total, { timeout: 1000 }).toBe(before.total + 1);
  });

  it('shares one answer between identical questions while nothing notifies a change', async () => {
    const before = await nearby();
    // A write with triggers switched off sends no notice: this instance keeps answering from its cache.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update events set title = 'Renamed quietly'`);
    });
    expect(await nearby()).toEqual(before);
  });
});
