import { stravaActivityUrl, type Activity, type ActivitySource } from '@stride/contracts';
import type { ActivityRow } from './activities.repository.ts';

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    source: row.source as ActivitySource,
    sportType: row.sportType,
    name: row.name,
    startedAt: row.startedAt.toISOString(),
    startDate: row.startDate.replace(' ', 'T').slice(0, 19),
    distanceKm: row.distanceKm,
    movingTimeSec: row.movingTimeSec,
    elapsedTimeSec: row.elapsedTimeSec,
    avgPaceSecPerKm: row.avgPaceSecPerKm,
    elevationGainM: row.elevationGainM,
    avgHeartRate: row.avgHeartRate,
    trainingPlanId: row.trainingPlanId,
    workoutDate: row.workoutDate,
    stravaUrl: row.stravaActivityId ? stravaActivityUrl(row.stravaActivityId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The page cursor: the last run's local start and id. */
export const encodeCursor = (row: ActivityRow) =>
  Buffer.from(`${row.startDate.replace(' ', 'T').slice(0, 19)}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): { startDate: string; id: number } | null {
  if (!cursor) return null;
  const [startDate, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!startDate || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(startDate) || !Number.isInteger(Number(id)))
    return null;
  return { startDate, id: Number(id) };
}
