import { LIMITS, type LocationSuggestion } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { LruCache } from '../../lib/cache.ts';
import {
  anyLocalityWithin,
  findByLabel,
  findByPrefix,
  findByWord,
  findSimilar,
} from './locations.repository.ts';

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

  /**
   * Three tiers, each only filling the places the one before left empty: the name or its start
   * ("Bondi", "Bondi Beach"), then the text as a later word ("North Bondi"), then look-alikes for typos.
   */
  async #lookup(query: string, limit: number): Promise<LocationSuggestion[]> {
    const found = await findByPrefix(this.db, query, limit);
    if (/^\d+$/.test(query)) return found;
    for (const tier of [findByWord, findSimilar]) {
      if (found.length >= limit) break;
      const seen = new Set(found.map((s) => s.value));
      found.push(...(await tier(this.db, query, limit)).filter((s) => !seen.has(s.value)));
    }
    return found.slice(0, limit);
  }

  /** The locality this label names exactly, as the dropdown offers it ("Bondi Beach, NSW 2026"). */
  byLabel(label: string): Promise<LocationSuggestion | undefined> {
    return findByLabel(this.db, label);
  }

  /** Whether the point is within `km` of some Australian locality. */
  nearAnyLocality(lat: number, lng: number, km: number): Promise<boolean> {
    return anyLocalityWithin(this.db, lat, lng, km);
  }
}
