import { heatmapTilesForView, tileX, tileY, type HeatmapView } from '../../packages/contracts/src/heatmap.ts';
import type { Scenario, ScenarioContext, ScenarioRequest } from './types.ts';

/*
 * The community heat map's tiles (issue 25), asked anonymously from many addresses, as runners all over
 * the country would. Each request carries its own X-Forwarded-For from 198.18.0.0/15 (the range set
 * aside for benchmarks), 1,000 addresses in turn, so no address nears the per-address limit: run with
 * TRUST_PROXY=loopback (as the server runs behind nginx), or every address is 127.0.0.1 and after 300
 * tiles a minute the figures are the limit's 429s:
 *
 *   TRUST_PROXY=loopback npm run bench -- --only heatmap --events 100000 --clubs 0
 */

const ADDRESSES = 1000;

/** A small deterministic generator, so two runs ask the same sequence of questions. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function localities(ctx: ScenarioContext, random: () => number) {
  const places = (
    await ctx.query<{ lat: number; lng: number }>('select lat, lng from australian_locations order by id')
  ).map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) }));
  for (let i = places.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [places[i], places[j]] = [places[j]!, places[i]!];
  }
  return places;
}

/** The page's map (992 × 448 px) centred on a point at a zoom. */
function mapView(lat: number, lng: number, zoom: number): HeatmapView {
  const degreesPerPx = 360 / (256 * 2 ** zoom);
  const dLng = 496 * degreesPerPx;
  // Near enough for a view: a degree of latitude is 1 / cos(lat) times longer on the map.
  const dLat = 224 * degreesPerPx * Math.cos((lat * Math.PI) / 180);
  return { south: lat - dLat, west: lng - dLng, north: lat + dLat, east: lng + dLng, zoom };
}

/** The requests: one per address, each sending whatever path `next` gives it. */
function fromManyAddresses(next: () => string): ScenarioRequest[] {
  if (!process.env.TRUST_PROXY)
    console.error('heat map scenarios: TRUST_PROXY is unset, so they measure the per-address limit');
  return Array.from({ length: ADDRESSES }, (_, i) => ({
    path: '/api/heatmap/tiles/0/0/0',
    headers: { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
    next,
  }));
}

/**
 * Every request a different view: a random locality, a zoom from the country (5) to the streets (16),
 * one of the view's tiles. Views overlap as real ones do, so this is what the tile cache is for: varied
 * boxes asking the same tiles.
 */
const variedViews: Scenario = {
  name: 'heatmap tiles, every request a different view (anonymous)',
  needsEvents: true,
  requests: async (ctx) => {
    const random = mulberry32(25);
    const places = await localities(ctx, random);
    let counter = 0;
    const next = () => {
      const place = places[counter++ % places.length]!;
      const tiles = heatmapTilesForView(mapView(place.lat, place.lng, 5 + Math.floor(random() * 12)));
      const { z, x, y } = tiles[Math.floor(random() * tiles.length)]!;
      return `/api/heatmap/tiles/${z}/${x}/${y}`;
    };
    return fromManyAddresses(next);
  },
};

/**
 * Every request a tile no one asked for before in the run: nothing is cached, every request reads the
 * database (the cost a client walking the tiles would cause, before its limit stops it).
 */
const newTiles: Scenario = {
  name: 'heatmap tiles, every request a new tile (anonymous)',
  needsEvents: true,
  requests: async (ctx) => {
    const random = mulberry32(8);
    const places = await localities(ctx, random);
    const asked = new Set<string>();
    let counter = 0;
    const next = () => {
      for (;;) {
        const i = counter++;
        // Each pass over the localities moves them 0.1° north: new street-level tiles when the rest run out.
        const pass = Math.floor(i / places.length);
        const place = places[i % places.length]!;
        const z = 3 + (i % 10); // tile zooms 3 to 12: map zooms 5 to 14
        const key = `${z}/${tileX(place.lng, z)}/${tileY(place.lat + pass * 0.1, z)}`;
        if (asked.has(key)) continue;
        asked.add(key);
        return `/api/heatmap/tiles/${key}`;
      }
    };
    return fromManyAddresses(next);
  },
};

export default [variedViews, newTiles];
