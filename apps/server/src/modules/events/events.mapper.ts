import { getTableColumns, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

// The stored earth point and grid squares only serve the search indexes, and the stored card the public answers
// (events.json.ts); rows read here need neither. participantCount and waitlistCount are kept on the
// event by the participant-count trigger (places.ts).
const {
  earthPoint: _earthPoint,
  fineCell: _fineCell,
  coarseCell: _coarseCell,
  cardFields: _card,
  ...eventColumns
} = getTableColumns(events);
export { eventColumns };

export type EventRow = Omit<
  typeof events.$inferSelect,
  'earthPoint' | 'fineCell' | 'coarseCell' | 'cardFields'
>;

/** Raw SQL rows (the two drivers both answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}
