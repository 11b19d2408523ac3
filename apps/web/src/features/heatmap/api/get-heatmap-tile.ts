import {
  heatmapTilesForView,
  type HeatmapAnswer,
  type HeatmapCell,
  type HeatmapTile,
  type HeatmapView,
} from '@stride/contracts';
import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { mergeTileCells } from '../lib/merge-tiles';

/** The server and the browser keep a tile this long (HEATMAP_TTL_MS, Cache-Control max-age). */
const TILE_TTL_MS = 5 * 60_000;

/** GET /api/heatmap/tiles/{z}/{x}/{y}: one tile's cells. Every view over the same ground asks the same tiles. */
export function heatmapTileQueryOptions({ z, x, y }: HeatmapTile) {
  return queryOptions({
    queryKey: ['/api/heatmap/tiles', z, x, y] as const,
    queryFn: ({ signal }) =>
      apiRequest<HeatmapAnswer>('GET', `/api/heatmap/tiles/${z}/${x}/${y}`, undefined, { signal }),
    staleTime: TILE_TTL_MS,
  });
}

// Outside the hook, so TanStack Query keeps the combined answer while no tile changed.
function combineTiles(results: UseQueryResult<HeatmapAnswer>[]) {
  return {
    cells: mergeTileCells(results.map((r) => r.data)),
    // A tile that failed (a 429 after a very long session) is left out rather than waited for.
    settled: results.every((r) => !r.isPending),
  };
}

/**
 * The cells to draw for a view, from its tiles (at most four on the page). Until every tile of a new
 * view has answered, the last complete view's cells stay, so zooming does not blank the map.
 */
export function useHeatmapCells(view: HeatmapView | null): HeatmapCell[] {
  const tiles = view ? heatmapTilesForView(view) : [];
  const { cells, settled } = useQueries({
    queries: tiles.map((tile) => heatmapTileQueryOptions(tile)),
    combine: combineTiles,
  });
  // Remembered from the last render whose tiles had all answered (React's "information from previous
  // renders" pattern; `cells` keeps its identity while no tile changed).
  const [lastSettled, setLastSettled] = useState<HeatmapCell[]>([]);
  if (settled && lastSettled !== cells) setLastSettled(cells);
  return settled ? cells : lastSettled;
}
