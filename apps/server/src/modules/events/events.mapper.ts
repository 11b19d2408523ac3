import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { timeOfDay, type EventCard, type EventSummary } from '@stride/contracts';
import { events } from '../../db/schema/index.ts';

/**
 * A place is held by a participant who is not on the waitlist and has not answered not_attending;
 * every other status (interested, attending, maybe) counts against maxParticipants.
 */
export const HOLDS_PLACE = sql`not p.is_waitlisted and p.attendance_status <> 'not_attending'`;

// The stored earth point and grid squares only serve the search indexes, and the stored card the public answers
// (events.json.ts); rows read here need neither. participantCount and waitlistCount are kept on the
// event by a trigger (migration 0022_event_counts).
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

/** Only the columns an event card needs (lists and the nearby search). */
export const cardColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  timezone: events.timezone,
  startsAt: events.startsAt,
  location: events.location,
  lat: events.lat,
  lng: events.lng,
  distances: events.distances,
  maxParticipants: events.maxParticipants,
  status: events.status,
  eventType: events.eventType,
  isClubEvent: events.isClubEvent,
  clubName: events.clubName,
  abilityLevels: events.abilityLevels,
  isRace: events.isRace,
  raceCost: events.raceCost,
  participantCount: events.participantCount,
  waitlistCount: events.waitlistCount,
};
export type EventCardRow = Pick<EventRow, keyof typeof cardColumns>;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

export function toEventCard(row: EventCardRow): EventCard {
  const time = String(row.time).slice(0, 5);
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time,
    timezone: row.timezone,
    startsAt: iso(row.startsAt),
    timeOfDay: timeOfDay(Number(time.slice(0, 2))),
    location: row.location,
    lat: row.lat,
    lng: row.lng,
    distances: row.distances,
    maxParticipants: row.maxParticipants,
    status: row.status,
    eventType: row.eventType,
    isClubEvent: row.isClubEvent,
    clubName: row.clubName,
    abilityLevels: row.abilityLevels,
    isRace: row.isRace,
    raceCost: row.raceCost,
    participantCount: Number(row.participantCount),
    waitlistCount: Number(row.waitlistCount),
  };
}

/**
 * Whether the event's creator deleted their account (issue 25): the deletion empties creatorId (the
 * foreign key) and the name copied into createdBy. Strava imports never had a creator and keep the
 * club's name in createdBy; events.json.ts says the same in SQL (SUMMARY_FIELDS).
 */
export const isCreatorDeleted = (row: Pick<EventRow, 'creatorId' | 'createdBy' | 'isStravaImport'>) =>
  row.creatorId === null && row.createdBy === null && !row.isStravaImport;

export function toEventSummary(row: EventRow): EventSummary {
  return {
    ...toEventCard(row),
    description: row.description,
    createdBy: row.createdBy,
    creatorId: row.creatorId,
    creatorDeleted: isCreatorDeleted(row),
    creatorComments: row.creatorComments,
    clubId: row.clubId,
    isStravaImport: row.isStravaImport,
    stravaClubName: row.stravaClubName,
    isRecurring: row.isRecurring,
    recurringType: row.recurringType,
    recurringEndDate: row.recurringEndDate,
    recurringDaysOfWeek: row.recurringDaysOfWeek,
    parentEventId: row.parentEventId,
    raceWebsite: row.raceWebsite,
    difficulty: row.difficulty,
    terrain: row.terrain,
    privacy: row.privacy,
    meetingPoint: row.meetingPoint,
    eventUrl: row.eventUrl,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Raw SQL rows (the two drivers both answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}
