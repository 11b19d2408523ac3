import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { GRID, gridCellSql } from '../../lib/earth.ts';
import { identityId, instant, instantNow, requiredPlace, textList, timestamps } from './columns.ts';
import { runclubs } from './clubs.ts';
import { userIdCascade, userIdSetNull } from './users.ts';

export const events = pgTable(
  'events',
  {
    id: identityId(),
    title: varchar({ length: 200 }).notNull(),
    description: text(),
    // Local date and time at the event's location; `startsAt` is the same instant in UTC, derived on write.
    date: date({ mode: 'string' }).notNull(),
    time: time().notNull(),
    timezone: varchar({ length: 40 }).notNull().default('Australia/Sydney'),
    startsAt: instant().notNull(),
    location: varchar({ length: 200 }).notNull(),
    ...requiredPlace(),
    distances: textList(),
    maxParticipants: integer().notNull().default(15),
    createdBy: varchar({ length: 120 }),
    creatorId: userIdSetNull(),
    status: varchar({ length: 20 }).notNull().default('open'),
    isClubEvent: boolean().notNull().default(false),
    // The club running the event; clubName stays as the label shown (and for clubs not on Stride).
    clubId: integer().references(() => runclubs.id, { onDelete: 'set null' }),
    clubName: varchar({ length: 120 }),
    abilityLevels: textList(),
    creatorComments: text(),
    isRecurring: boolean().notNull().default(false),
    recurringType: varchar({ length: 10 }),
    recurringEndDate: date({ mode: 'string' }),
    recurringDaysOfWeek: integer().array(),
    parentEventId: integer(),
    isRace: boolean().notNull().default(false),
    raceCost: numeric({ precision: 8, scale: 2 }),
    raceWebsite: text(),
    isGoalEvent: boolean().notNull().default(false),
    goalCategory: varchar({ length: 40 }),
    difficultyLevel: varchar({ length: 20 }),
    isStravaImport: boolean().notNull().default(false),
    stravaClubId: varchar({ length: 40 }),
    stravaClubName: varchar({ length: 120 }),
    type: varchar({ length: 20 }).notNull().default('run'),
    eventType: varchar({ length: 20 }).notNull().default('official'),
    difficulty: varchar({ length: 20 }),
    terrain: varchar({ length: 40 }),
    privacy: varchar({ length: 20 }).notNull().default('public'),
    meetingPoint: text(),
    eventUrl: text(),
    // Set when a moderator hides or removes the event: gone from every public answer (issue 12).
    hiddenAt: instant(),
    // RFC 5545 SEQUENCE: raised on every change of the run's time, place or status, so calendar apps
    // take the newest copy (issue 28).
    sequence: integer().notNull().default(0),
    // The start before the last move (event-sequence.ts): a moved run is "rescheduled" in its JSON-LD.
    previousStartsAt: instant(),
    // Places held and waitlist length, kept by a trigger on event_participants (modules/events/places.ts): every
    // list, search and event page shows them, and reading two numbers beats counting on every view.
    participantCount: integer().notNull().default(0),
    waitlistCount: integer().notNull().default(0),
    // The event's card (eventCardSchema) as JSON text without its closing brace, written by a trigger
    // from its one definition (modules/events/event-card.ts, db/stored-card.ts): lists and searches answer
    // cards without building them per view, and add fields (the search's distance) without cutting one.
    cardFields: text(),
    // The paces of its pace groups (issue 29), fastest first; null without groups. Written with the groups
    // (pace-groups.repository.ts): the card shows them and the search's pace filter reads them from its
    // indexes, never the groups table.
    paceGroupPaces: integer().array(),
    // The 4-digit check-in code, made when a manager first asks for it (issue 29).
    checkInCode: varchar({ length: 4 }),
    // When attendance was first recorded: from then on, who ran it is who was marked present (issue 29).
    attendanceTakenAt: instant(),
    // The near-me search's grid squares (lib/earth.ts): 0.1 and 1 degree of latitude and longitude.
    fineCell: integer().generatedAlwaysAs(gridCellSql(GRID.fine)),
    coarseCell: integer().generatedAlwaysAs(gridCellSql(GRID.coarse)),
    ...timestamps(),
  },
  (t) => [
    // Near-me search: location and start time in one GiST index (btree_gist), only for live events, so
    // the cost follows the events in the box and time window, not the size of the table's history.
    index('events_near_idx')
      .using('gist', t.earthPoint, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    // Near-me search within the cap: each grid square's live events in start order (migration 0026
    // makes them covering: id and earth point ride along, so matches are found from the index alone).
    index('events_fine_cell_idx')
      .on(t.fineCell, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    index('events_coarse_cell_idx')
      .on(t.coarseCell, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    // The same for runs with pace groups only (issue 29): the pace filter reads this smaller index, its
    // migration carrying the id, earth point and paces along (INCLUDE), so no table row is read to match.
    index('events_paced_fine_cell_idx')
      .on(t.fineCell, t.startsAt)
      .where(sql`${t.status} <> 'cancelled' and ${t.hiddenAt} is null and ${t.paceGroupPaces} is not null`),
    index('events_paced_coarse_cell_idx')
      .on(t.coarseCell, t.startsAt)
      .where(sql`${t.status} <> 'cancelled' and ${t.hiddenAt} is null and ${t.paceGroupPaces} is not null`),
    // The upcoming list filtered by pace: runs with groups in start order (paces and the other filters'
    // columns carried along by the migration).
    index('events_paced_upcoming_idx')
      .on(t.startsAt, t.id)
      .where(sql`${t.status} <> 'cancelled' and ${t.hiddenAt} is null and ${t.paceGroupPaces} is not null`),
    // Upcoming list: ordered by start time, cancelled events left out of the index.
    index('events_upcoming_idx')
      .on(t.startsAt, t.id)
      .where(sql`${t.status} <> 'cancelled'`),
    // Upcoming list filtered by one local date (the home page's date filter).
    index('events_date_idx')
      .on(t.date, t.startsAt, t.id)
      .where(sql`${t.status} <> 'cancelled'`),
    index('events_starts_at_idx').on(t.startsAt),
    index('events_creator_idx').on(t.creatorId),
    index('events_club_idx').on(t.clubId),
    index('events_parent_idx').on(t.parentEventId),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    id: identityId(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userIdCascade(),
    joinedAt: instantNow(),
    attendanceStatus: varchar({ length: 20 }).notNull().default('interested'),
    // A runner on the waitlist holds no place yet; promotion clears this flag.
    isWaitlisted: boolean().notNull().default(false),
    confirmedAt: instant(),
    // The pace group the runner holds a place in or waits for (issue 29); null at runs without groups,
    // and for runners whose group the host removed.
    paceGroupId: integer().references((): AnyPgColumn => eventPaceGroups.id, { onDelete: 'set null' }),
    // Attendance (issue 29): null until recorded, then whether the runner was there (checked in with the
    // code, or marked by whoever manages the run), and when.
    present: boolean(),
    presentAt: instant(),
  },
  (t) => [
    uniqueIndex('event_participants_event_user_idx').on(t.eventId, t.userId),
    // Counting places and finding the first runner on the waitlist.
    index('event_participants_event_wait_idx').on(t.eventId, t.isWaitlisted, t.id),
    index('event_participants_user_idx').on(t.userId),
    index('event_participants_pace_group_idx').on(t.paceGroupId),
  ],
);

/**
 * An event's pace groups (issue 29): up to 8, each at one pace with an optional name, leader and
 * capacity (within the event's). Runners join a group; each has its own waitlist.
 */
export const eventPaceGroups = pgTable(
  'event_pace_groups',
  {
    id: identityId(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The host's order. */
    position: smallint().notNull(),
    paceSecPerKm: integer().notNull(),
    label: varchar({ length: 40 }),
    /** Who leads it, as the host names them (not necessarily a Stride runner). */
    leader: varchar({ length: 80 }),
    capacity: integer(),
  },
  (t) => [index('event_pace_groups_event_idx').on(t.eventId, t.position)],
);

/**
 * A runner the run's host (or, for a club run, the club's admins) took off one run (issue 25): they
 * cannot join it again. Deleted with the run or the runner.
 */
export const eventRemovals = pgTable(
  'event_removals',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userIdCascade(),
    removedBy: userIdSetNull(),
    createdAt: instantNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_removals_user_idx').on(t.userId),
    index('event_removals_removed_by_idx').on(t.removedBy),
  ],
);

export const eventReactions = pgTable(
  'event_reactions',
  {
    id: identityId(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: userIdCascade(),
    emoji: varchar({ length: 10 }).notNull(),
    createdAt: instantNow(),
  },
  (t) => [
    uniqueIndex('event_reactions_unique_idx').on(t.eventId, t.userId, t.emoji),
    index('event_reactions_user_idx').on(t.userId),
  ],
);

export const eventComments = pgTable(
  'event_comments',
  {
    id: identityId(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    // Null once the author deleted their account: the comment stays, shown as from 'Deleted runner'.
    userId: userIdSetNull(),
    content: text().notNull(),
    isQuickComment: boolean().notNull().default(false),
    // Set when a moderator hides the comment (issue 12).
    hiddenAt: instant(),
    ...timestamps(),
  },
  (t) => [
    index('event_comments_event_idx').on(t.eventId, t.createdAt),
    index('event_comments_user_idx').on(t.userId),
  ],
);
