import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
 *
 * The list is also kept as the API renders it (`rendered`, one JSON object per suggestion, in the
 * order of `runnerIds`): a returning visit whose listed runners changed nothing since sends those
 * entries as they are (decision 0019). A change to how a suggestion is rendered needs a migration that
 * empties `rendered`, so every list is rendered again.
 */
export const buddySuggestionLists = pgTable(
  'buddy_suggestion_lists',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestions: jsonb().$type<StoredSuggestion[]>().notNull(),
    computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    runnerIds: uuid().array().notNull().default([]),
    rendered: text().array(),
  },
  // Finds the lists holding a runner whose change empties their rendering (migration 0025's triggers).
  (t) => [index('buddy_suggestion_lists_runner_ids_idx').using('gin', t.runnerIds)],
);
