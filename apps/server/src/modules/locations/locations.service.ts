import { LIMITS, type LocationSuggestion } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { LruCache } from '../../lib/cache.ts';
import { findByPrefix, findSimilar } from './locations.repository.ts';

export class LocationsService {
  // Localities never change after the import, so answers are cached for the life of the process.
  // The cache holds promises: concurrent requests for the same text share one database query.
  readonly #cache = new LruCache<Promise<LocationSuggestion[]>>(2000);
  constructor(private readonly db: Db) {}

  search(rawQuery: string, limit: number): Promise<LocationSuggestion[]> {
    const query = rawQuery.trim().replace(/\s+/g, ' ').replace(/,\s*$/, '');
    if (query.length < LIMITS.locationQueryMin) return Promise.resolve([]);
    const key = `${limit}|${query.toLowerCase()}`;
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const pending = this.#lookup(query, limit);
    this.#cache.set(key, pending);
    // A failed lookup must not stay cached.
    pending.catch(() => this.#cache.delete(key));
    return pending;
  }

  async #lookup(query: string, limit: number): Promise<LocationSuggestion[]> {
    const found = await findByPrefix(this.db, query, limit);
    // Fuzzy matching only fills the places prefix matching left empty.
    if (found.length >= limit || /^\d+$/.test(query)) return found;
    const seen = new Set(found.map((s) => s.value));
    const similar = await findSimilar(this.db, query, limit);
    return [...found, ...similar.filter((s) => !seen.has(s.value))].slice(0, limit);
  }
}
