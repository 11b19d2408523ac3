import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BuddyScoreReason } from '@stride/contracts';
import { users } from './users.ts';

/** One runner a stored list suggests: who, how far (1 decimal km), the score and its parts. */
export interface StoredSuggestion {
  id: string;
  distanceKm: number;
  score: number;
  reasons: BuddyScoreReason[];
}

/**
 * Each opted-in runner's buddy suggestions as last worked out (decision 0023): scoring every runner
 * near a busy suburb takes tens of milliseconds, so the list is computed on the first visit and again
 * when it is a day old or the runner changed their profile or preferences; a visit reads it back and
 * checks it live (opted out, blocked, already paired).
 */
export const buddySuggestionLists = pgTable('buddy_suggestion_lists', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  suggestions: jsonb().$type<StoredSuggestion[]>().notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
