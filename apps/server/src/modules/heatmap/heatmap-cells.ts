import { cellToBoundary, cellToLatLng, cellToParent, getHexagonEdgeLengthAvg, latLngToCell } from 'h3-js';
import {
  HEATMAP_MIN_RUNNERS,
  HEATMAP_TILE_ZOOM_OFFSET,
  tileBounds,
  tileX,
  tileY,
  type HeatmapCell,
  type HeatmapTile,
} from '@stride/contracts';

/*
 * The heat map's privacy rule (issue 25, decision 0024). The old rule merged small cells by zoom,
 * so the same ground totalled 6 at one zoom and 5 at the next and the difference was one runner.
 * Now:
 *
 * 1. One base grid: distinct runners per resolution-8 cell (about 0.74 km²).
 * 2. Suppression is decided there, once: a base cell with fewer than 5 runners is left out of every
 *    answer at every zoom.
 * 3. A coarser cell's count is the SUM of its shown base cells' counts (its H3 descendants).
 *
 * Why the sum and not the distinct union of the shown base cells' runners: the union is the more
 * literal "distinct runners", but it makes a runner who ran in two base cells of one parent count twice
 * zoomed in and once zoomed out, and that difference is 1 to 4 whenever 1 to 4 runners ran in both
 * (base cells {a,b,c,d,e} and {a,f,g,h,i}: 10 zoomed in, 9 zoomed out; the 1 is runner a). With the
 * sum, every number answered is a sum of whole shown base cells, so totals over the same ground agree
 * at every zoom and nested areas differ by whole base cells (0, or 5 and more). It is honest as long as
 * it is labelled as what it is: runners counted per neighbourhood, added up (contracts heatmap.ts, the
 * page's privacy note).
 *
 * 4. Which cells a tile answers: those with a shown base cell whose centre lies in the tile, each
 *    counted whole from all its base cells, so a cell's number never depends on which tile or view
 *    asked, and a bigger view (or a coarser zoom over the same view) only adds whole base cells.
 */

/** The finest cells: resolution 8, about 0.74 km² (GUIDE, geo cells). */
export const BASE_RESOLUTION = 8;

/**
 * H3 resolution by map zoom, chosen so one hexagon is roughly 20 to 60 pixels across in Australia's
 * latitudes (resolution 8 is ~0.9 km wide, each coarser one about 2.6 times wider): [lowest zoom, resolution].
 */
export const RESOLUTION_BY_ZOOM: readonly (readonly [number, number])[] = [
  [12, 8],
  [10, 7],
  [9, 6],
  [7, 5],
  [6, 4],
  [4, 3],
  [0, 2],
];

export function resolutionForZoom(zoom: number): number {
  return RESOLUTION_BY_ZOOM.find(([minZoom]) => zoom >= minZoom)?.[1] ?? 2;
}

/** The resolution of a heat tile: that of the map zoom it serves (heatmapTileZoom in contracts). */
export function resolutionForTile(tileZoom: number): number {
  return resolutionForZoom(tileZoom + HEATMAP_TILE_ZOOM_OFFSET);
}

/** The runners who held a place at one event, and where it was. */
export interface EventRunners {
  lat: number;
  lng: number;
  runnerIds: readonly string[];
}

/** Distinct runners per resolution-8 cell of the events they attended: a runner counts once per cell. */
export function runnersByCell(
  events: Iterable<EventRunners>,
  cells = new Map<string, Set<string>>(),
): Map<string, Set<string>> {
  for (const { lat, lng, runnerIds } of events) {
    const cell = latLngToCell(lat, lng, BASE_RESOLUTION);
    let runners = cells.get(cell);
    if (!runners) cells.set(cell, (runners = new Set()));
    for (const id of runnerIds) runners.add(id);
  }
  return cells;
}

/** A shown base cell: its index, distinct runners (at least 5) and centre. */
export interface BaseCell {
  cell: string;
  count: number;
  lat: number;
  lng: number;
}

/** The base grid after suppression: each resolution-8 cell with at least 5 distinct runners. */
export function suppressSmallCells(tally: ReadonlyMap<string, ReadonlySet<string>>): BaseCell[] {
  const shown: BaseCell[] = [];
  for (const [cell, runners] of tally) {
    if (runners.size < HEATMAP_MIN_RUNNERS) continue;
    const [lat, lng] = cellToLatLng(cell);
    shown.push({ cell, count: runners.size, lat, lng });
  }
  return shown;
}

/** The shown base cells of these events. */
export function shownBaseCells(events: Iterable<EventRunners>): BaseCell[] {
  return suppressSmallCells(runnersByCell(events));
}

/** Zoom of the tiles BaseGrid sorts base cells into (64 × 64 over the world; Australia spans 8 × 8). */
const BUCKET_ZOOM = 6;

/**
 * The whole map's shown base cells, sorted by the zoom-6 tile their centre lies in, so a tile's
 * answer visits the base cells near it rather than all of them.
 */
export class BaseGrid {
  readonly #buckets = new Map<number, BaseCell[]>();

  constructor(cells: readonly BaseCell[]) {
    for (const cell of cells) {
      const key = BaseGrid.#key(tileX(cell.lng, BUCKET_ZOOM), tileY(cell.lat, BUCKET_ZOOM));
      const bucket = this.#buckets.get(key);
      if (bucket) bucket.push(cell);
      else this.#buckets.set(key, [cell]);
    }
  }

  static #key(x: number, y: number): number {
    return y * 2 ** BUCKET_ZOOM + x;
  }

  /** Every base cell centred in the box, and some near it. */
  *near(box: FetchBox): Generator<BaseCell> {
    const columns = lngRanges(box).map(([west, east]): [number, number] => [
      tileX(west, BUCKET_ZOOM),
      tileX(east, BUCKET_ZOOM),
    ]);
    for (let y = tileY(box.north, BUCKET_ZOOM); y <= tileY(box.south, BUCKET_ZOOM); y++)
      for (const [from, to] of columns)
        for (let x = from; x <= to; x++) yield* this.#buckets.get(BaseGrid.#key(x, y)) ?? [];
  }
}

const sameTile = (tile: HeatmapTile, lat: number, lng: number) =>
  tileX(lng, tile.z) === tile.x && tileY(lat, tile.z) === tile.y;

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

/** A cell as answered: centre, count and outline; no runner ids. */
export function describeCell(cell: string, count: number): HeatmapCell {
  const [lat, lng] = cellToLatLng(cell);
  return {
    h3: cell,
    lat: round5(lat),
    lng: round5(lng),
    count,
    boundary: cellToBoundary(cell).map(([la, ln]) => [round5(la), round5(ln)] as [number, number]),
  };
}

/**
 * GET /api/heatmap/tiles/{z}/{x}/{y}: the tile's cells at its resolution, largest count first, from the
 * shown base cells. `grid` must hold every shown base cell centred in tileFetchBounds(tile) (more is
 * fine), so each answered cell is counted from all its base cells.
 */
export function cellsInTile(grid: Iterable<BaseCell>, tile: HeatmapTile): HeatmapCell[] {
  const resolution = resolutionForTile(tile.z);
  const inBox = fetchBoxTest(tileFetchBounds(tile));
  const counts = new Map<string, number>();
  const inTile = new Set<string>();
  for (const { cell: base, count, lat, lng } of grid) {
    if (!inBox(lat, lng)) continue;
    const cell = resolution < BASE_RESOLUTION ? cellToParent(base, resolution) : base;
    counts.set(cell, (counts.get(cell) ?? 0) + count);
    if (sameTile(tile, lat, lng)) inTile.add(cell);
  }
  return [...inTile]
    .map((cell) => describeCell(cell, counts.get(cell)!))
    .sort((a, b) => b.count - a.count || a.h3.localeCompare(b.h3));
}

/** The tile's cells from attendance: `events` must hold every attendance in tileFetchBounds(tile). */
export function tileCells(events: Iterable<EventRunners>, tile: HeatmapTile): HeatmapCell[] {
  return cellsInTile(shownBaseCells(events), tile);
}

/**
 * How far (in average edge lengths of the answer's resolution) attendance is read beyond the tile. An
 * answered cell has a base cell centred in the tile, and its other base cells reach at most about 2.25
 * average edges further in latitude or longitude (H3 descendants stick out a little past the parent's
 * outline, and cells vary in size; measured over random cells in Australia and the world at
 * resolutions 2 to 8): 3 leaves a third to spare. The unit tests check the geometry and that tiles
 * count cells whole (with 2 they do not).
 */
export const FETCH_MARGIN_EDGES = 3;

/** km per degree of latitude at its shortest (the equator), so the margin in degrees is never short. */
const KM_PER_DEGREE_LAT = 110.5;
/** km per degree of longitude on the equator; times cos(latitude) elsewhere (an underestimate). */
const KM_PER_DEGREE_LNG = 111.32;

/**
 * A box to read attendance from. `west` and `east` may pass ±180: the part beyond wraps round
 * (lngRanges), so cells across the antimeridian are counted whole too.
 */
export interface FetchBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The box whose attendance tileCells needs for `tile`: the tile widened by FETCH_MARGIN_EDGES edges. */
export function tileFetchBounds(tile: HeatmapTile): FetchBox {
  const last = 2 ** tile.z - 1;
  const b = tileBounds(tile);
  // The first and last rows also hold what lies beyond Mercator's 85° (tileY clamps).
  const south = tile.y === last ? -90 : b.south;
  const north = tile.y === 0 ? 90 : b.north;
  const km = FETCH_MARGIN_EDGES * getHexagonEdgeLengthAvg(resolutionForTile(tile.z), 'km');
  const dLat = km / KM_PER_DEGREE_LAT;
  const box = { south: Math.max(south - dLat, -90), north: Math.min(north + dLat, 90) };
  const widest = Math.max(Math.abs(box.south), Math.abs(box.north));
  const dLng = widest >= 89 ? 360 : km / (KM_PER_DEGREE_LNG * Math.cos((widest * Math.PI) / 180));
  if (b.east - b.west + 2 * dLng >= 360) return { ...box, west: -180, east: 180 };
  return { ...box, west: b.west - dLng, east: b.east + dLng };
}

/** The box's longitudes as ranges within [-180, 180]: one, or two when it passes the antimeridian. */
export function lngRanges(box: FetchBox): [number, number][] {
  if (box.east - box.west >= 360) return [[-180, 180]];
  const ranges: [number, number][] = [[Math.max(box.west, -180), Math.min(box.east, 180)]];
  if (box.west < -180) ranges.push([box.west + 360, 180]);
  if (box.east > 180) ranges.push([-180, box.east - 360]);
  return ranges;
}

/** Whether a point is in the box, as the repository's SQL reads it (one test for many points). */
export function fetchBoxTest(box: FetchBox): (lat: number, lng: number) => boolean {
  const ranges = lngRanges(box);
  return (lat, lng) => lat >= box.south && lat <= box.north && ranges.some(([w, e]) => lng >= w && lng <= e);
}
