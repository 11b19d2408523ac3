import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { Attendance } from './heatmap-cells.ts';

type Box = { south: number; west: number; north: number; east: number };

/**
 * Who held a place at which live event (past or upcoming) inside the box, without runners who opted
 * out of the heat map. One row per runner and event place: several events at one spot count a runner
 * once in the cell anyway.
 */
export async function attendanceInBox(db: Executor, box: Box): Promise<Attendance[]> {
  const result = await db.execute<{ lat: number; lng: number; user_id: string }>(sql`
    select e.lat, e.lng, p.user_id
    from events e
    join event_participants p on p.event_id = e.id
    join users u on u.id = p.user_id
    where e.lat between ${box.south} and ${box.north} and e.lng between ${box.west} and ${box.east}
      and e.status <> 'cancelled'
      and p.attendance_status = 'attending' and not p.is_waitlisted
      and not u.heatmap_opt_out`);
  return result.rows.map((r) => ({ lat: Number(r.lat), lng: Number(r.lng), userId: r.user_id }));
}
