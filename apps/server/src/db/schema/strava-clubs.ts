import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { runclubs } from './clubs.ts';
import { events } from './events.ts';
import { users } from './users.ts';

/** A Stride club linked to a Strava club, whose group runs are imported (SPEC 3, strava_club_sync). */
export const stravaClubSync = pgTable(
  'strava_club_sync',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    runclubId: integer()
      .notNull()
      .references(() => runclubs.id, { onDelete: 'cascade' }),
    clubId: varchar({ length: 40 }).notNull(),
    clubName: varchar({ length: 120 }).notNull(),
    /** The runner whose Strava tokens read the club; their deauthorisation removes the imports. */
    linkedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastSyncAt: timestamp({ withTimezone: true }),
    lastError: text(),
    isActive: boolean().notNull().default(true),
    syncIntervalHours: integer().notNull().default(24),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The occurrence key `${stravaEventId}:${localDate}` (strava-event-mapping.ts), unique (Strava event ids are global). */
    stravaEventId: varchar({ length: 80 }).notNull(),
    clubSyncId: integer()
      .notNull()
      .references(() => stravaClubSync.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUpdatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('strava_event_import_key_idx').on(t.stravaEventId),
    index('strava_event_import_sync_idx').on(t.clubSyncId),
  ],
);
