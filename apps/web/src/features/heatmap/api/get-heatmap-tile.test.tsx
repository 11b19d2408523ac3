import {
  heatmapTilesForView,
  type HeatmapAnswer,
  type HeatmapCell,
  type HeatmapTile,
  type HeatmapView,
} from '@stride/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockFetch, type TypedResponse } from '@/test/utils';
import { useHeatmapCells } from './get-heatmap-tile';

const cell = (h3: string, count: number): HeatmapCell => ({
  h3,
  lat: -33.87,
  lng: 151.2,
  count,
  boundary: [
    [-33.86, 151.19],
    [-33.87, 151.21],
    [-33.88, 151.19],
  ],
});
const answer = (...cells: HeatmapCell[]): HeatmapAnswer => ({ resolution: 7, cells });

// Across a tile edge (151.171875° E at tile zoom 9): two tiles side by side.
const SYDNEY: HeatmapView = { south: -33.95, west: 151.0, north: -33.8, east: 151.3, zoom: 11 };
type TileKey = `GET /api/heatmap/tiles/${number}/${number}/${number}`;
/** Fakes for tile answers, typed by the contract (mockFetch takes them as they are). */
type TileAnswers = {
  [tile: TileKey]: () => TypedResponse<HeatmapAnswer> | Promise<TypedResponse<HeatmapAnswer>>;
};
const url = ({ z, x, y }: HeatmapTile): TileKey => `GET /api/heatmap/tiles/${z}/${x}/${y}`;

function wrapper() {
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('useHeatmapCells', () => {
  it("asks for the view's tiles and draws a cell on their edge once", async () => {
    const tiles = heatmapTilesForView(SYDNEY);
    expect(tiles).toHaveLength(2);
    const [west, east] = [tiles[0]!, tiles[1]!];
    const tileAnswers: TileAnswers = {
      [url(west)]: () => jsonResponse(answer(cell('a', 5), cell('edge', 12))),
      [url(east)]: () => jsonResponse(answer(cell('edge', 12), cell('b', 7))),
    };
    const fetch = mockFetch(tileAnswers);
    const { result } = renderHook(() => useHeatmapCells(SYDNEY), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.map((c) => c.h3).sort()).toEqual(['a', 'b', 'edge']));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the last view drawn until every tile of the next one has answered', async () => {
    const start = { ...SYDNEY, east: 151.1 };
    const zoomedIn = { south: -33.9, west: 151.0, north: -33.89, east: 151.01, zoom: 14 };
    const [first, next] = [heatmapTilesForView(start), heatmapTilesForView(zoomedIn)];
    expect([first.length, next.length]).toEqual([1, 1]);
    let answerNext: (r: TypedResponse<HeatmapAnswer>) => void = () => undefined;
    const tileAnswers: TileAnswers = {
      [url(first[0]!)]: () => jsonResponse(answer(cell('coarse', 9))),
      [url(next[0]!)]: () => new Promise((resolve) => (answerNext = resolve)),
    };
    mockFetch(tileAnswers);
    const { result, rerender } = renderHook((view: HeatmapView) => useHeatmapCells(view), {
      wrapper: wrapper(),
      initialProps: start,
    });
    await waitFor(() => expect(result.current.map((c) => c.h3)).toEqual(['coarse']));
    rerender(zoomedIn);
    expect(result.current.map((c) => c.h3)).toEqual(['coarse']);
    answerNext(jsonResponse(answer(cell('fine', 6))));
    await waitFor(() => expect(result.current.map((c) => c.h3)).toEqual(['fine']));
  });

  it('draws nothing before the map has reported its view', () => {
    mockFetch({});
    const { result } = renderHook(() => useHeatmapCells(null), { wrapper: wrapper() });
    expect(result.current).toEqual([]);
  });
});
