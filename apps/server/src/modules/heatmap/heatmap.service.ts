import { heatmapAnswerSchema, type HeatmapQuery } from '@stride/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { LruCache } from '../../lib/cache.ts';
import { fetchBounds, heatmapCells, resolutionForZoom, runnersByCell } from './heatmap-cells.ts';
import { attendanceInBox } from './heatmap.repository.ts';

/** How long an answer is reused: the map changes as runners join runs, not by the second. */
export const HEATMAP_TTL_MS = 5 * 60_000;

/** The view rounded to this many degrees for the cache key (a few metres; pans of a pixel share it). */
const KEY_DECIMALS = 3;

/** GET /api/heatmap: distinct runners per H3 cell, shown from 5, cached per view and zoom. */
export class HeatmapService {
  // Promises, so concurrent requests for one view share a single computation; the answer is kept
  // checked against the response schema and serialised, so a repeat costs no JSON work either.
  readonly #cache = new LruCache<{ at: number; answer: Promise<Buffer> }>(1000);

  constructor(private readonly db: Db) {}

  /** The answer as JSON bytes (heatmapAnswerSchema). */
  async cells(query: HeatmapQuery): Promise<Buffer> {
    const key = [query.zoom, query.south, query.west, query.north, query.east]
      .map((n) => n.toFixed(KEY_DECIMALS))
      .join(':');
    const hit = this.#cache.get(key);
    if (hit && Date.now() - hit.at < HEATMAP_TTL_MS) return hit.answer;
    const answer = this.#compute(query);
    this.#cache.set(key, { at: Date.now(), answer });
    // A failed computation is not kept.
    answer.catch(() => this.#cache.delete(key));
    return answer;
  }

  async #compute(query: HeatmapQuery): Promise<Buffer> {
    const attendance = await attendanceInBox(this.db, fetchBounds(query));
    const answer = {
      resolution: resolutionForZoom(query.zoom),
      cells: heatmapCells(runnersByCell(attendance), query),
    };
    return Buffer.from(JSON.stringify(z.encode(heatmapAnswerSchema, answer)));
  }

  /** Tests and opt-outs: the next answer is computed afresh. */
  clear(): void {
    this.#cache.clear();
  }
}
