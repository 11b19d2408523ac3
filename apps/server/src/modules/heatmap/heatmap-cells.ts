import {
  cellToBoundary,
  cellToLatLng,
  cellToParent,
  getHexagonEdgeLengthAvg,
  getResolution,
  latLngToCell,
} from 'h3-js';
import { HEATMAP_MIN_RUNNERS, type HeatmapCell, type HeatmapQuery } from '@stride/contracts';

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

/** Distinct runners per cell. */
export type CellRunners = ReadonlyMap<string, ReadonlySet<string>>;

export interface Attendance {
  lat: number;
  lng: number;
  userId: string;
}

/** Distinct runners per resolution-8 cell of the events they attended: a runner counts once per cell. */
export function runnersByCell(
  attendance: Iterable<Attendance>,
  resolution = BASE_RESOLUTION,
): Map<string, Set<string>> {
  const cells = new Map<string, Set<string>>();
  for (const { lat, lng, userId } of attendance) {
    const cell = latLngToCell(lat, lng, resolution);
    let runners = cells.get(cell);
    if (!runners) cells.set(cell, (runners = new Set()));
    runners.add(userId);
  }
  return cells;
}

function addAll(target: Map<string, Set<string>>, cell: string, runners: Iterable<string>) {
  let set = target.get(cell);
  if (!set) target.set(cell, (set = new Set()));
  for (const r of runners) set.add(r);
}

/** The same runners counted in coarser cells (each runner once per coarse cell). */
export function rollUp(cells: CellRunners, resolution: number): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [cell, runners] of cells) {
    const target = getResolution(cell) > resolution ? cellToParent(cell, resolution) : cell;
    addAll(out, target, runners);
  }
  return out;
}

/**
 * Which cells may be shown, threshold applied after merging (GUIDE: merge cells under 5 into their
 * parent or hide them). Cells are taken by family (the children of one parent cell):
 * - every child holds at least `min` runners: the children are shown;
 * - the small children together hold at least `min`: the whole family is shown as the parent, so
 *   no group big enough to show is dropped and no two shown cells cover the same ground;
 * - otherwise the big children are shown and the small ones hidden.
 */
export function mergeSmallCells(
  cells: CellRunners,
  min = HEATMAP_MIN_RUNNERS,
): Map<string, ReadonlySet<string>> {
  const families = new Map<string, string[]>();
  for (const cell of cells.keys()) {
    const resolution = getResolution(cell);
    const parent = resolution > 0 ? cellToParent(cell, resolution - 1) : cell;
    families.set(parent, [...(families.get(parent) ?? []), cell]);
  }
  const shown = new Map<string, ReadonlySet<string>>();
  for (const [parent, children] of families) {
    const small = children.filter((c) => cells.get(c)!.size < min);
    const smallRunners = new Set(small.flatMap((c) => [...cells.get(c)!]));
    if (small.length > 0 && smallRunners.size >= min) {
      const all = new Set(children.flatMap((c) => [...cells.get(c)!]));
      shown.set(parent, all);
      continue;
    }
    for (const c of children) if (cells.get(c)!.size >= min) shown.set(c, cells.get(c)!);
  }
  return shown;
}

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

type Box = Pick<HeatmapQuery, 'south' | 'west' | 'north' | 'east'>;

function overlapsBox(boundary: readonly (readonly [number, number])[], box: Box): boolean {
  const lats = boundary.map(([la]) => la);
  const lngs = boundary.map(([, ln]) => ln);
  return (
    Math.max(...lats) >= box.south &&
    Math.min(...lats) <= box.north &&
    Math.max(...lngs) >= box.west &&
    Math.min(...lngs) <= box.east
  );
}

/**
 * GET /api/heatmap: from distinct runners per resolution-8 cell (runnersByCell), the cells to draw
 * for the view: rolled up to the zoom's resolution, small cells merged or hidden, then those
 * touching the box, largest count first. `base` must hold every attendance in fetchBounds(query),
 * so cells at the edge of the view count the same wherever the map is panned.
 */
export function heatmapCells(base: CellRunners, query: HeatmapQuery): HeatmapCell[] {
  const resolution = resolutionForZoom(query.zoom);
  const shown = mergeSmallCells(rollUp(base, resolution));
  const cells: HeatmapCell[] = [];
  for (const [cell, runners] of shown) {
    const described = describeCell(cell, runners.size);
    if (overlapsBox(described.boundary, query)) cells.push(described);
  }
  return cells.sort((a, b) => b.count - a.count || a.h3.localeCompare(b.h3));
}

const KM_PER_DEGREE = 111.32;

/**
 * The box whose attendance heatmapCells needs for `query`: the view widened by the span of the
 * merge parent of any cell that touches it (three average parent edges, with a margin for H3's
 * uneven cell sizes), so a family at the edge of the view is always counted whole.
 */
export function fetchBounds(query: HeatmapQuery): Box {
  const parentResolution = Math.max(resolutionForZoom(query.zoom) - 1, 0);
  const km = 3 * 1.5 * getHexagonEdgeLengthAvg(parentResolution, 'km');
  const dLat = km / KM_PER_DEGREE;
  const widestLat = Math.min(Math.max(Math.abs(query.south), Math.abs(query.north)) + dLat, 89);
  const dLng = km / (KM_PER_DEGREE * Math.cos((widestLat * Math.PI) / 180));
  return {
    south: Math.max(query.south - dLat, -90),
    north: Math.min(query.north + dLat, 90),
    west: Math.max(query.west - dLng, -180),
    east: Math.min(query.east + dLng, 180),
  };
}
