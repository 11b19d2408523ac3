import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { identityId, instant, instantNow, timestamps } from './columns.ts';
import { runclubs } from './clubs.ts';
import { events } from './events.ts';
import { userIdSetNull } from './users.ts';

/** A Stride club linked to a Strava club, whose group runs are imported (SPEC 3, strava_club_sync). */
export const stravaClubSync = pgTable(
  'strava_club_sync',
  {
    id: identityId(),
    runclubId: integer()
      .notNull()
      .references(() => runclubs.id, { onDelete: 'cascade' }),
    clubId: varchar({ length: 40 }).notNull(),
    clubName: varchar({ length: 120 }).notNull(),
    /** The runner whose Strava tokens read the club; their deauthorisation removes the imports. */
    linkedBy: userIdSetNull(),
    lastSyncAt: instant(),
    lastError: text(),
    isActive: boolean().notNull().default(true),
    syncIntervalHours: integer().notNull().default(24),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('strava_club_sync_runclub_idx').on(t.runclubId),
    index('strava_club_sync_user_idx').on(t.linkedBy),
  ],
);

/** One imported occurrence: the Stride event it became (SPEC 3, strava_event_import). */
export const stravaEventImport = pgTable(
  'strava_event_import',
  {
    id: identityId(),
    /** The occurrence key `${stravaEventId}:${localDate}` (strava-event-mapping.ts), unique (Strava event ids are global). */
    stravaEventId: varchar({ length: 80 }).notNull(),
    clubSyncId: integer()
      .notNull()
      .references(() => stravaClubSync.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    importedAt: instantNow(),
    lastUpdatedAt: instantNow(),
  },
  (t) => [
    uniqueIndex('strava_event_import_key_idx').on(t.stravaEventId),
    index('strava_event_import_sync_idx').on(t.clubSyncId),
    index('strava_event_import_event_idx').on(t.eventId),
  ],
);
