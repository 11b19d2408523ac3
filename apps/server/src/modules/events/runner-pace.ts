import { parsePace, type RunnerPace } from '@stride/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from './events.mapper.ts';

/**
 * The runner's easy pace (issue 29), which the event page suggests a pace group by and "Runs at my pace"
 * searches with: the middle of their active training plan's easy zone (the plan engine's VDOT paces,
 * docs/training-engine.md), else the preferred pace on their profile, else unknown. The plan's paces are
 * read from its stored schedule, as the plan engine wrote them.
 */
export async function runnerPace(db: Executor, userId: string): Promise<RunnerPace | null> {
  const [row] = await queryRows<{ plan: number | string | null; preferred: string | null }>(
    db,
    sql`select
      (select ((p.weekly_schedule -> 'paces' -> 'zones' -> 'easy' ->> 'fastSecPerKm')::numeric
             + (p.weekly_schedule -> 'paces' -> 'zones' -> 'easy' ->> 'slowSecPerKm')::numeric) / 2
       from training_plans p where p.user_id = ${userId} and p.status = 'active'
       order by p.updated_at desc limit 1) as plan,
      (select u.preferred_pace from users u where u.id = ${userId}) as preferred`,
  );
  if (row?.plan != null) return { secPerKm: Math.round(Number(row.plan)), source: 'plan' };
  const preferred = parsePace(row?.preferred);
  return preferred === null ? null : { secPerKm: preferred, source: 'profile' };
}
