import { date, index, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow } from './columns.ts';
import { runclubs } from './clubs.ts';
import { userIdCascade, userIdSetNull } from './users.ts';

/**
 * A run club's challenge (issue 29): a target of runs attended at the club's runs, or of kilometres
 * run, between two dates (inclusive, local dates). Created by the club's owner or admins.
 */
export const clubChallenges = pgTable(
  'club_challenges',
  {
    id: identityId(),
    runclubId: integer()
      .notNull()
      .references(() => runclubs.id, { onDelete: 'cascade' }),
    title: varchar({ length: 120 }).notNull(),
    /** runs_attended or distance_km. */
    metric: varchar({ length: 20 }).notNull(),
    target: numeric({ precision: 7, scale: 1 }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    createdBy: userIdSetNull(),
    createdAt: instantNow(),
  },
  (t) => [
    index('club_challenges_club_idx').on(t.runclubId, t.endDate),
    index('club_challenges_created_by_idx').on(t.createdBy),
    // The hourly check reads the challenges still running.
    index('club_challenges_end_idx').on(t.endDate),
  ],
);

/** A member taking part in a challenge; `completedAt` once they reached its target (and were told). */
export const clubChallengeMembers = pgTable(
  'club_challenge_members',
  {
    challengeId: integer()
      .notNull()
      .references(() => clubChallenges.id, { onDelete: 'cascade' }),
    userId: userIdCascade(),
    joinedAt: instantNow(),
    completedAt: instant(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    index('club_challenge_members_user_idx').on(t.userId),
  ],
);
