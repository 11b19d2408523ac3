import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { eventParticipants } from '../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// Around Centennial Park and, far away, Hobart; zoom 13 answers resolution-8 cells.
const SYDNEY_VIEW = '/api/heatmap?south=-33.95&west=151.15&north=-33.85&east=151.30&zoom=13';

async function runnersAt(lat: number, lng: number, count: number) {
  const event = await createEvent(ctx.database.db, { lat, lng, startsAt: new Date(Date.now() - 86400_000) });
  const runners = [];
  for (let i = 0; i < count; i++) {
    const r = await signedInUser(ctx.database.db);
    await ctx.database.db
      .insert(eventParticipants)
      .values({ eventId: event.id, userId: r.user.id, attendanceStatus: 'attending' });
    runners.push(r);
  }
  return runners;
}

describe('community heat map', () => {
  it('shows cells of at least 5 distinct runners, without ids, and honours opt-outs', async () => {
    const park = await runnersAt(-33.8985, 151.2335, 5);
    await runnersAt(-33.9, 151.17, 4); // too few to show anywhere
    const res = await ctx.app.inject({ url: SYDNEY_VIEW });
    expect(res.statusCode).toBe(200);
    const { resolution, cells } = res.json();
    expect(resolution).toBe(8);
    expect(cells).toHaveLength(1);
    expect(cells[0]).toMatchObject({ count: 5 });
    expect(Math.abs(cells[0].lat + 33.8985)).toBeLessThan(0.01);
    expect(cells[0].boundary.length).toBeGreaterThanOrEqual(6);
    for (const r of park) expect(res.body).not.toContain(r.user.id);

    const optOut = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: park[0]!.headers,
      payload: { heatmapOptOut: true },
    });
    expect(optOut.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: SYDNEY_VIEW })).json().cells).toEqual([]);
  });

  it('refuses a bad box with a message', async () => {
    const res = await ctx.app.inject({ url: '/api/heatmap?south=-33&west=151&north=-34&east=152&zoom=13' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('South must be below north');
    expect(
      (await ctx.app.inject({ url: '/api/heatmap?south=-34&west=151&north=-33&east=152&zoom=30' }))
        .statusCode,
    ).toBe(400);
  });
});
