import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ranSql } from '../events/index.ts';
import { GRID, gridCellSql, type GridLevel } from '../../lib/earth.ts';
import { lngRanges, type EventRunners, type FetchBox } from './heatmap-cells.ts';

/** A read narrowed by the events' grid squares lists at most this many; a bigger box reads every event. */
const MAX_SQUARES = 400;

const GRID_COLUMN: Record<GridLevel, SQL> = { fine: sql`e.fine_cell`, coarse: sql`e.coarse_cell` };

/**
 * The grid squares (lib/earth.ts: 0.1° fine, 1° coarse, indexed per live event) covering the box, at the
 * finest level that needs at most MAX_SQUARES, as the centres of the squares: gridCellSql numbers them in
 * the statement exactly as it numbers the events. Null when even the coarse squares are too many.
 */
function squareCentres(box: FetchBox): { level: GridLevel; lats: number[]; lngs: number[] } | null {
  for (const level of ['fine', 'coarse'] as const) {
    const k = GRID[level];
    // A hair wider, so no rounding of a box edge can leave a square out.
    const index = (deg: number, side: -1 | 1) => Math.floor(deg * k + side * 1e-9);
    const rows = { from: index(box.south, -1), to: index(box.north, 1) };
    const columns = lngRanges(box).map(([west, east]) => ({ from: index(west, -1), to: index(east, 1) }));
    const count = (rows.to - rows.from + 1) * columns.reduce((n, c) => n + c.to - c.from + 1, 0);
    if (count > MAX_SQUARES) continue;
    const lats: number[] = [];
    const lngs: number[] = [];
    for (let row = rows.from; row <= rows.to; row++)
      for (const c of columns)
        for (let column = c.from; column <= c.to; column++) {
          lats.push((row + 0.5) / k);
          lngs.push((column + 0.5) / k);
        }
    return { level, lats, lngs };
  }
  return null;
}

function nearBox(box: FetchBox): SQL {
  const lng = sql.join(
    lngRanges(box).map(([west, east]) => sql`e.lng between ${west} and ${east}`),
    sql` or `,
  );
  const exact = sql`e.lat between ${box.south} and ${box.north} and (${lng})`;
  const squares = squareCentres(box);
  if (!squares) return exact;
  // The events' partial grid indexes (live events only) find the box's events without a scan.
  return sql`${GRID_COLUMN[squares.level]} = any(array(
      select ${gridCellSql(GRID[squares.level])}
      from unnest(${`{${squares.lats.join(',')}}`}::float8[], ${`{${squares.lngs.join(',')}}`}::float8[])
        as square(lat, lng)))
    and ${exact}`;
}

/**
 * Who ran (or holds a place at) which live event (past or upcoming, not cancelled or hidden by a
 * moderator; where attendance was taken, only those marked present: ranSql, issue 29),
 * without runners who opted out of the heat map: one row per event, with its runners (a runner at
 * several events in one base cell is counted once there by runnersByCell).
 */
async function runnersWhere(db: Executor, where: SQL, tail: SQL = sql``) {
  const result = await db.execute<{ id: number; lat: number; lng: number; runner_ids: string[] }>(sql`
    select e.id, e.lat, e.lng, array_agg(p.user_id::text) as runner_ids
    from events e
    join event_participants p on p.event_id = e.id
    join users u on u.id = p.user_id
    where ${where}
      and e.status <> 'cancelled' and e.hidden_at is null
      and ${ranSql('p', 'e')}
      and not u.heatmap_opt_out
    group by e.id
    ${tail}`);
  return result.rows.map((r) => ({
    eventId: Number(r.id),
    lat: Number(r.lat),
    lng: Number(r.lng),
    runnerIds: r.runner_ids,
  }));
}

/** The events' runners inside the box. */
export function runnersInBox(db: Executor, box: FetchBox): Promise<EventRunners[]> {
  return runnersWhere(db, nearBox(box));
}

/**
 * One page of every event's runners, in event id order after `afterEventId`: the whole map is read a
 * page at a time, so on the embedded database (which runs in the server's own thread) other requests
 * are answered between pages.
 */
export function runnersPage(
  db: Executor,
  afterEventId: number,
  limit: number,
): Promise<(EventRunners & { eventId: number })[]> {
  // Both sides of the join start after the last page (the participants' index leads with event_id):
  // otherwise every page reads the participants from the first event on.
  return runnersWhere(
    db,
    sql`e.id > ${afterEventId} and p.event_id > ${afterEventId}`,
    sql`order by e.id limit ${limit}`,
  );
}
