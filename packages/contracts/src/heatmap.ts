import { z } from 'zod';
import { HEATMAP_MESSAGES, withParams, type MessageCode } from './messages.ts';

/*
 * Community heat map (issue 11): where the community runs, as H3 hexagon cells. Answers never carry
 * user ids or names.
 *
 * The privacy rule (issue 25, decision 0024): distinct runners are counted once per resolution-8 cell
 * (about 0.74 km², the base grid), and a base cell with fewer than HEATMAP_MIN_RUNNERS runners is left
 * out at every zoom. A coarser cell's count is the sum of its shown base cells' counts, so every answer
 * is a sum of whole base cells of at least 5 runners and no two answers can be subtracted to find
 * fewer.
 *
 * The map asks per tile (Web Mercator z/x/y): a heat tile is four map tiles (1,024 px) across at the
 * map zoom it serves, so a view needs a few tiles and everyone panning over the same ground asks the
 * same ones (cached per tile on the server, and by the browser).
 */

export const HEATMAP_MIN_RUNNERS = 5;

/** Heat tile zooms. From map zoom 14 on the tiles stop getting smaller (cells are resolution 8 there). */
export const HEATMAP_TILE_ZOOM = { min: 0, max: 12 } as const;

/** A heat tile serves the map zoom this much higher: 2^2 = 4 map tiles (1,024 px) across there. */
export const HEATMAP_TILE_ZOOM_OFFSET = 2;

const ZOOM_MESSAGE = withParams(HEATMAP_MESSAGES.zoom, HEATMAP_TILE_ZOOM);

const tileIndex = (message: MessageCode) =>
  z.coerce.number({ error: message }).int({ error: message }).min(0, { error: message });

/** GET /api/heatmap/tiles/{z}/{x}/{y}: one Web Mercator tile (x east from 180° W, y south from 85° N). */
export const heatmapTileSchema = z
  .object({
    z: z.coerce
      .number({ error: ZOOM_MESSAGE })
      .int({ error: ZOOM_MESSAGE })
      .min(HEATMAP_TILE_ZOOM.min, { error: ZOOM_MESSAGE })
      .max(HEATMAP_TILE_ZOOM.max, { error: ZOOM_MESSAGE }),
    x: tileIndex(HEATMAP_MESSAGES.x),
    y: tileIndex(HEATMAP_MESSAGES.y),
  })
  .superRefine((t, ctx) => {
    const size = 2 ** t.z;
    if (t.x >= size) ctx.addIssue({ code: 'custom', path: ['x'], message: HEATMAP_MESSAGES.x });
    if (t.y >= size) ctx.addIssue({ code: 'custom', path: ['y'], message: HEATMAP_MESSAGES.y });
  });
export type HeatmapTile = z.output<typeof heatmapTileSchema>;

/**
 * One hexagon: its H3 index, centre, runner count and outline ([lat, lng] corners, 5 decimals, not
 * closed) so the web draws it as a Leaflet polygon without loading an H3 library. `count` is the sum of
 * its resolution-8 areas' distinct runners: a runner who ran in two of them counts in both.
 */
export const heatmapCellSchema = z.object({
  h3: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().min(HEATMAP_MIN_RUNNERS),
  boundary: z.array(z.tuple([z.number(), z.number()])),
});
export type HeatmapCell = z.infer<typeof heatmapCellSchema>;

/**
 * One tile's cells, at the H3 resolution its zoom uses: every cell with a shown resolution-8 area whose
 * centre lies in the tile, counted whole (so a cell on a tile edge comes with the same count in both).
 */
export const heatmapAnswerSchema = z.object({
  resolution: z.number().int(),
  cells: z.array(heatmapCellSchema),
});
export type HeatmapAnswer = z.infer<typeof heatmapAnswerSchema>;

/** Web Mercator's latitude limit: tiles cover 85.0511° S to 85.0511° N. */
const MAX_MERCATOR_LAT = 85.0511287798066;

// Tile zooms are `zoom` here: `z` is zod.
const clampIndex = (i: number, zoom: number) => Math.min(Math.max(i, 0), 2 ** zoom - 1);

/** The tile column holding a longitude (180° E falls in the last column). */
export function tileX(lng: number, zoom: number): number {
  return clampIndex(Math.floor(((lng + 180) / 360) * 2 ** zoom), zoom);
}

/** The tile row holding a latitude; beyond Mercator's limits, the first or last row. */
export function tileY(lat: number, zoom: number): number {
  const phi = (Math.min(Math.max(lat, -MAX_MERCATOR_LAT), MAX_MERCATOR_LAT) * Math.PI) / 180;
  const row = (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2;
  return clampIndex(Math.floor(row * 2 ** zoom), zoom);
}

/** A tile's edges in degrees. */
export function tileBounds(tile: HeatmapTile) {
  const n = 2 ** tile.z;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return {
    south: lat(tile.y + 1),
    west: (tile.x / n) * 360 - 180,
    north: lat(tile.y),
    east: ((tile.x + 1) / n) * 360 - 180,
  };
}

/** The heat tile zoom for a map zoom (whole zooms; Leaflet's fractional ones round). */
export function heatmapTileZoom(mapZoom: number): number {
  return Math.min(
    Math.max(Math.round(mapZoom) - HEATMAP_TILE_ZOOM_OFFSET, HEATMAP_TILE_ZOOM.min),
    HEATMAP_TILE_ZOOM.max,
  );
}

/** What the map shows: its box in degrees and its zoom. */
export interface HeatmapView {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

/** The heat tiles covering a view, row by row from the north-west. */
export function heatmapTilesForView(view: HeatmapView): HeatmapTile[] {
  const zoom = heatmapTileZoom(view.zoom);
  const tiles: HeatmapTile[] = [];
  for (let y = tileY(view.north, zoom); y <= tileY(view.south, zoom); y++)
    for (let x = tileX(view.west, zoom); x <= tileX(view.east, zoom); x++) tiles.push({ z: zoom, x, y });
  return tiles;
}
