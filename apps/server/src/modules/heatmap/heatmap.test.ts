import {
  heatmapAnswerSchema,
  heatmapTilesForView,
  tileX,
  tileY,
  type HeatmapCell,
  type HeatmapView,
} from '@stride/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/app.ts';
import { createEvent, signedInUser } from '../../../test/helpers/factories.ts';
import { eventParticipants } from '../../db/schema/index.ts';
import { ANONYMOUS_TILES_PER_MINUTE } from './heatmap-limit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const tileUrl = (lat: number, lng: number, z: number) =>
  `/api/heatmap/tiles/${z}/${tileX(lng, z)}/${tileY(lat, z)}`;

async function runnersAt(lat: number, lng: number, count: number, firstName = 'Test') {
  const event = await createEvent(ctx.database.db, { lat, lng, startsAt: new Date(Date.now() - 86400_000) });
  const runners = [];
  for (let i = 0; i < count; i++) {
    const r = await signedInUser(ctx.database.db, { firstName });
    await ctx.database.db
      .insert(eventParticipants)
      .values({ eventId: event.id, userId: r.user.id, attendanceStatus: 'attending' });
    runners.push(r);
  }
  return runners;
}

let address = 0;
/** Each request from an address of its own unless a test says otherwise, so limits stay out of the way. */
const nextAddress = () => `10.9.${(++address >> 8) & 255}.${address & 255}`;

/** What the map draws for a view: every tile it asks for, each cell once. */
async function drawnCells(view: HeatmapView): Promise<{ cells: HeatmapCell[]; bodies: string[] }> {
  const cells = new Map<string, HeatmapCell>();
  const bodies: string[] = [];
  for (const { z, x, y } of heatmapTilesForView(view)) {
    const res = await ctx.app.inject({
      url: `/api/heatmap/tiles/${z}/${x}/${y}`,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    bodies.push(res.body);
    for (const cell of heatmapAnswerSchema.parse(res.json()).cells) cells.set(cell.h3, cell);
  }
  return { cells: [...cells.values()], bodies };
}

describe('community heat map tiles', () => {
  it('shows areas of at least 5 distinct runners, without ids, and honours opt-outs', async () => {
    const park = await runnersAt(-33.8985, 151.2335, 5);
    await runnersAt(-33.9, 151.17, 4); // too few to show anywhere
    const url = tileUrl(-33.8985, 151.2335, 12);
    const res = await ctx.app.inject({ url, remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { resolution, cells } = heatmapAnswerSchema.parse(res.json());
    expect(resolution).toBe(8);
    expect(cells).toHaveLength(1);
    expect(cells[0]).toMatchObject({ count: 5 });
    expect(Math.abs(cells[0]!.lat + 33.8985)).toBeLessThan(0.01);
    expect(cells[0]!.boundary.length).toBeGreaterThanOrEqual(6);
    for (const r of park) expect(res.body).not.toContain(r.user.id);
    // Zoomed out over the whole country, still only the 5: the 4 are left out at every zoom.
    const country = await drawnCells({ south: -44, west: 112, north: -10, east: 154, zoom: 4 });
    expect(country.cells.map((c) => c.count)).toEqual([5]);

    const optOut = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: park[0]!.headers,
      payload: { heatmapOptOut: true },
    });
    expect(optOut.statusCode).toBe(200);
    expect((await ctx.app.inject({ url, remoteAddress: nextAddress() })).json().cells).toEqual([]);
  });

  it("gives the audit's five runners and the lone runner 3 km away the same total at zoom 8 and 9", async () => {
    // Perth, away from the other tests' runners.
    const five = await runnersAt(-31.95, 115.86, 5, 'Fivesome');
    const [lone] = await runnersAt(-31.95 + 3 / 111, 115.86, 1, 'Loner');
    const view = (zoom: number) => ({ south: -32.3, west: 115.5, north: -31.6, east: 116.2, zoom });
    const at8 = await drawnCells(view(8));
    const at9 = await drawnCells(view(9));
    const total = (cells: HeatmapCell[]) => cells.reduce((sum, c) => sum + c.count, 0);
    expect(total(at8.cells)).toBe(5);
    expect(total(at9.cells)).toBe(5);
    // And at every zoom, whether the tile is worked out from the whole map (zoomed out) or its own ground.
    for (let zoom = 3; zoom <= 16; zoom++)
      expect(total((await drawnCells(view(zoom))).cells), `zoom ${zoom}`).toBe(5);
    for (const body of [...at8.bodies, ...at9.bodies]) {
      for (const r of [...five, lone!]) {
        expect(body).not.toContain(r.user.id);
        expect(body).not.toContain(r.user.lastName!);
      }
      expect(body).not.toMatch(/Fivesome|Loner|userId|runnerIds|email/);
    }
  });

  it('limits anonymous clients per address with 429 and Retry-After, and no one else', async () => {
    const url = tileUrl(-33.8985, 151.2335, 10);
    const crowded = '203.0.113.7';
    for (let i = 0; i < ANONYMOUS_TILES_PER_MINUTE; i++)
      expect((await ctx.app.inject({ url, remoteAddress: crowded })).statusCode).toBe(200);
    const limited = await ctx.app.inject({ url, remoteAddress: crowded });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    // Another address, and a signed-in runner at the same address (counted as a runner), go on.
    expect((await ctx.app.inject({ url, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
    const runner = await signedInUser(ctx.database.db);
    expect((await ctx.app.inject({ url, remoteAddress: crowded, headers: runner.headers })).statusCode).toBe(
      200,
    );
  });

  it('counts an IPv6 client by its /64', async () => {
    const url = tileUrl(-33.8985, 151.2335, 11);
    for (let i = 0; i < ANONYMOUS_TILES_PER_MINUTE; i++)
      await ctx.app.inject({ url, remoteAddress: `2001:db8:1:2::${(i % 9000) + 1}` });
    expect((await ctx.app.inject({ url, remoteAddress: '2001:db8:1:2:ffff::1' })).statusCode).toBe(429);
    expect((await ctx.app.inject({ url, remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('refuses a tile that does not exist with a message', async () => {
    const res = await ctx.app.inject({ url: '/api/heatmap/tiles/2/4/0', remoteAddress: nextAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tile x must be a whole number from 0 to 2^zoom - 1');
    for (const bad of ['13/0/0', '1.5/0/0', '3/-1/0', '3/0/x'])
      expect(
        (await ctx.app.inject({ url: `/api/heatmap/tiles/${bad}`, remoteAddress: nextAddress() })).statusCode,
        bad,
      ).toBe(400);
  });

  it('is documented in the OpenAPI document as a tile address with its answers', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    const op = doc.paths['/api/heatmap/tiles/{z}/{x}/{y}'].get;
    expect(op.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:x',
      'path:y',
      'path:z',
    ]);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '429']);
    expect(doc.paths['/api/heatmap']).toBeUndefined();
  });
});
