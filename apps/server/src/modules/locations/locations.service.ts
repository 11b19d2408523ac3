import { LIMITS, type LocationSuggestion } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { LruCache } from '../../lib/cache.ts';
import { findLocations } from './locations.repository.ts';

export class LocationsService {
  // Localities never change after the import, so answers can be cached for the life of the process.
  readonly #cache = new LruCache<LocationSuggestion[]>(2000);
  constructor(private readonly db: Db) {}

  async search(rawQuery: string, limit: number): Promise<LocationSuggestion[]> {
    const query = rawQuery.trim().replace(/\s+/g, ' ').replace(/,\s*$/, '');
    if (query.length < LIMITS.locationQueryMin) return [];
    const key = `${limit}|${query.toLowerCase()}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const found = await findLocations(this.db, query, limit);
    this.#cache.set(key, found);
    return found;
  }
}
