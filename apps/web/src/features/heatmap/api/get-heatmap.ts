import type { HeatmapAnswer, HeatmapQuery } from '@stride/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/heatmap for the map's view, rounded so small pans share an answer. */
export function heatmapQueryOptions(view: HeatmapQuery) {
  const round = (n: number) => n.toFixed(3);
  const qs = new URLSearchParams({
    south: round(view.south),
    west: round(view.west),
    north: round(view.north),
    east: round(view.east),
    zoom: String(view.zoom),
  });
  return queryOptions({
    queryKey: ['/api/heatmap', qs.toString()] as const,
    queryFn: ({ signal }) => apiRequest<HeatmapAnswer>('GET', `/api/heatmap?${qs}`, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export const useHeatmap = (view: HeatmapQuery | null) =>
  useQuery({
    ...heatmapQueryOptions(view ?? { south: 0, west: 0, north: 1, east: 1, zoom: 0 }),
    enabled: view !== null,
    placeholderData: keepPreviousData,
  });
