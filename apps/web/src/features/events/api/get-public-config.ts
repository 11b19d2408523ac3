import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PublicConfig {
  mapTileUrl: string;
  mapTileAttribution: string;
}

export const PUBLIC_CONFIG_PATH = '/api/config/public';

/** Fallback when the config cannot be read: OpenStreetMap's standard tiles with their attribution. */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export const publicConfigQueryOptions = queryOptions({
  queryKey: [PUBLIC_CONFIG_PATH] as const,
  queryFn: ({ signal }) => apiRequest<PublicConfig>('GET', PUBLIC_CONFIG_PATH, undefined, { signal }),
});

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQueryOptions).data ?? DEFAULT_PUBLIC_CONFIG;
}
