import type { ClientConfig } from '@stride/contracts';
import { use } from 'react';
import { apiRequest } from './api-client';

export const CLIENT_CONFIG_PATH = '/api/client-config';

/** When the config cannot be read: OpenStreetMap's standard tiles with their attribution. */
export const DEFAULT_MAP_TILES: Pick<ClientConfig, 'mapTileUrl' | 'mapTileAttribution'> = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

let firstAnswer: Promise<ClientConfig | undefined> | undefined;

/**
 * GET /api/client-config, the one public-config endpoint. It always answers 200, so a signed-out visitor's
 * browser never logs a 401. Asked once per page load: main.tsx reads it before anything renders (is there
 * a session? which analytics id?) and the map reuses the same answer for its tiles. Undefined when the
 * server could not be reached.
 */
export function getClientConfig(): Promise<ClientConfig | undefined> {
  firstAnswer ??= apiRequest<ClientConfig>('GET', CLIENT_CONFIG_PATH).catch(() => undefined);
  return firstAnswer;
}

/**
 * The map tile URL and attribution (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), OpenStreetMap when the config
 * could not be read. Reads the page load's one answer with React's use() rather than a TanStack query:
 * this module is part of the landing page's entry, which must not pull in the query library
 * (docs/decisions/0006-light-landing-entry.md). The map renders inside Suspense, lazily, by then.
 */
export function useMapTiles(): Pick<ClientConfig, 'mapTileUrl' | 'mapTileAttribution'> {
  return use(getClientConfig()) ?? DEFAULT_MAP_TILES;
}
