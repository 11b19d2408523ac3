import { TIME_OF_DAY_HOURS, type EventCard } from '@stride/contracts';
import { storedCard } from '../../db/stored-card.ts';

const hhmm = (hour: number) => `'${String(hour).padStart(2, '0')}:00'`;

/** The contracts' time-of-day boundaries (TIME_OF_DAY_HOURS) as SQL over a `time` value: one definition. */
export const timeOfDaySql = (time: string) =>
  `CASE ${Object.entries(TIME_OF_DAY_HOURS)
    .map(([label, [from, to]]) => `WHEN ${time} >= ${hhmm(from)} AND ${time} < ${hhmm(to)} THEN '${label}'`)
    .join(' ')} ELSE 'night' END`;

/** An instant as JavaScript's toISOString writes it: UTC, milliseconds, Z. */
export const isoSql = (instant: string) =>
  `to_char(${instant} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The event card (contracts' eventCardSchema): its one definition, each field's SQL over the event row
 * `e`. TypeScript holds it to the contract: a field missing here, or one the contract does not have,
 * does not compile. Lists, the near-me search and the event page send it as the database stores it.
 */
export const EVENT_CARD_FIELDS = {
  id: 'e.id',
  title: 'e.title',
  date: 'e.date',
  time: "to_char(e.time, 'HH24:MI')",
  timezone: 'e.timezone',
  startsAt: isoSql('e.starts_at'),
  timeOfDay: timeOfDaySql('e.time'),
  location: 'e.location',
  lat: 'e.lat',
  lng: 'e.lng',
  distances: 'e.distances',
  maxParticipants: 'e.max_participants',
  status: 'e.status',
  eventType: 'e.event_type',
  isClubEvent: 'e.is_club_event',
  clubName: 'e.club_name',
  abilityLevels: 'e.ability_levels',
  isRace: 'e.is_race',
  // numeric's JSON is a number; the contract's raceCost is its exact text.
  raceCost: 'e.race_cost::text',
  // Kept on the row by the participant-count trigger (places.ts).
  participantCount: 'e.participant_count',
  waitlistCount: 'e.waitlist_count',
  // Kept on the row with the groups (pace-groups.repository.ts), so the card reads no other table.
  paceGroupPaces: "coalesce(e.pace_group_paces, '{}')",
} satisfies Record<keyof EventCard, string>;

export const eventCardSql = storedCard({
  name: 'event-card',
  table: 'events',
  alias: 'e',
  fn: 'stride_event_card',
  writeFn: 'stride_write_event_card',
  trigger: 'events_card',
  fields: EVENT_CARD_FIELDS,
});
