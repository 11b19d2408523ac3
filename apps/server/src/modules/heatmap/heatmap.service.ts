import { heatmapAnswerSchema, type HeatmapQuery } from '@stride/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { SharedAnswers } from '../../lib/cache.ts';
import { fetchBounds, heatmapCells, resolutionForZoom, runnersByCell } from './heatmap-cells.ts';
import { attendanceInBox } from './heatmap.repository.ts';

/** How long an answer is reused: the map changes as runners join runs, not by the second. */
export const HEATMAP_TTL_MS = 5 * 60_000;

/** The view rounded to this many degrees for the cache key (a few metres; pans of a pixel share it). */
const KEY_DECIMALS = 3;

/** GET /api/heatmap: distinct runners per H3 cell, shown from 5, cached per view and zoom. */
export class HeatmapService {
  // Concurrent requests for one view share a single computation; the answer is kept checked against
  // the response schema and serialised, so a repeat costs no JSON work either.
  readonly #answers = new SharedAnswers<Buffer>(HEATMAP_TTL_MS, 1000);

  constructor(private readonly db: Db) {}

  /** The answer as JSON bytes (heatmapAnswerSchema). */
  async cells(query: HeatmapQuery): Promise<Buffer> {
    const key = [query.zoom, query.south, query.west, query.north, query.east]
      .map((n) => n.toFixed(KEY_DECIMALS))
      .join(':');
    return this.#answers.answer(key, () => this.#compute(query));
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
    this.#answers.clear();
  }
}
