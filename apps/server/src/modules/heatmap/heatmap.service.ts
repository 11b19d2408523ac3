import { HEATMAP_MIN_RUNNERS, type HeatmapAnswer, type HeatmapTile } from '@stride/contracts';
import type { Db } from '../../db/client.ts';
import { SharedAnswers } from '../../lib/cache.ts';
import {
  BaseGrid,
  cellsInTile,
  resolutionForTile,
  runnersByCell,
  suppressSmallCells,
  tileCells,
  tileFetchBounds,
} from './heatmap-cells.ts';
import { runnersInBox, runnersPage } from './heatmap.repository.ts';

/**
 * How long a tile is reused: the map changes as runners join runs, not by the second. A runner who
 * joins a run, leaves one or opts out shows (or stops showing) within this time on every instance
 * (at once on the instance that took an opt-out, which clears its tiles); the route lets browsers keep
 * a tile as long.
 */
export const HEATMAP_TTL_MS = 5 * 60_000;

/**
 * Tiles kept per instance. An answer is a few kilobytes for a quiet tile and up to about 200 KB for a
 * crowded one (150 KB for a zoomed-out tile over Sydney on 100,000 generated events).
 */
const TILES_KEPT = 1000;

/**
 * Tiles up to this zoom (map zooms up to 10: a city and its surroundings, up to the whole country) are
 * answered from the base grid of the whole map, read once per HEATMAP_TTL_MS; finer tiles read their own
 * ground through the events' grid index. Zoomed out, a tile reads much of the country's attendance
 * anyway, and one whole read serves every such tile. Measured on 100,000 generated events (PostgreSQL,
 * a tile over Sydney, on a shared 2-core machine): a zoom-8 tile's own read took 112 ms of SQL, against
 * 4 ms from the whole grid, which took 2 to 3.5 s to read; a zoom-9 tile's own read took 35 ms.
 */
const WHOLE_GRID_MAX_TILE_ZOOM = 8;

/** Events per page of the whole map's read. */
const WHOLE_GRID_PAGE = 5000;

/** GET /api/heatmap/tiles/{z}/{x}/{y}: runners per H3 cell, cached per tile (decision 0024). */
export class HeatmapService {
  // Every view over the same ground asks the same tiles, so varied views share the cached tiles; the
  // answer is kept serialised, so a repeat costs no JSON work.
  readonly #tiles = new SharedAnswers<Buffer>(HEATMAP_TTL_MS, TILES_KEPT);
  #wholeGrid: { expires: number; grid: Promise<BaseGrid> } | undefined;

  constructor(private readonly db: Db) {}

  /** The tile's answer as JSON bytes (heatmapAnswerSchema). */
  async tile(tile: HeatmapTile): Promise<Buffer> {
    return this.#tiles.answer(`${tile.z}/${tile.x}/${tile.y}`, () => this.#compute(tile));
  }

  async #compute(tile: HeatmapTile): Promise<Buffer> {
    const cells =
      tile.z <= WHOLE_GRID_MAX_TILE_ZOOM
        ? cellsInTile((await this.#shownBaseCells()).near(tileFetchBounds(tile)), tile)
        : tileCells(await runnersInBox(this.db, tileFetchBounds(tile)), tile);
    // The one rule that must never break, checked on the way out. The rest of the shape is built by
    // describeCell and checked against the schema by the API tests (a schema pass cost as much as
    // working out a large tile).
    if (cells.some((c) => !(c.count >= HEATMAP_MIN_RUNNERS)))
      throw new Error('A heat map cell under the minimum count was about to be sent');
    const answer: HeatmapAnswer = { resolution: resolutionForTile(tile.z), cells };
    return Buffer.from(JSON.stringify(answer));
  }

  /** Every shown base cell, read at most once per HEATMAP_TTL_MS and shared by whoever asks meanwhile. */
  #shownBaseCells(): Promise<BaseGrid> {
    const now = Date.now();
    if (this.#wholeGrid && this.#wholeGrid.expires > now) return this.#wholeGrid.grid;
    const grid = this.#readWholeGrid();
    const entry = { expires: now + HEATMAP_TTL_MS, grid };
    this.#wholeGrid = entry;
    // A failed read is not kept: the next tile tries again.
    grid.catch(() => {
      if (this.#wholeGrid === entry) this.#wholeGrid = undefined;
    });
    return grid;
  }

  async #readWholeGrid(): Promise<BaseGrid> {
    const tally = new Map<string, Set<string>>();
    for (let after = 0; ;) {
      const page = await runnersPage(this.db, after, WHOLE_GRID_PAGE);
      runnersByCell(page, tally);
      if (page.length < WHOLE_GRID_PAGE) break;
      after = page.at(-1)!.eventId;
    }
    return new BaseGrid(suppressSmallCells(tally));
  }

  /** Tests and opt-outs: the next answers are computed afresh. */
  clear(): void {
    this.#tiles.clear();
    this.#wholeGrid = undefined;
  }
}
