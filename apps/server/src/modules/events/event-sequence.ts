import type { DerivedSql } from '../../db/derived-sql.ts';

/** The columns whose change makes a calendar app's copy of the run out of date: its time, place or status. */
const WATCHED = [
  'starts_at',
  'date',
  'time',
  'timezone',
  'location',
  'lat',
  'lng',
  'meeting_point',
  'status',
];

const tuple = (row: string) => `(${WATCHED.map((c) => `${row}.${c}`).join(', ')})`;

/**
 * RFC 5545 SEQUENCE (issue 28): raised by one on every update that changes the run's time, place or
 * status, whichever code path makes it (an edit, a cancellation, a Strava sync), so calendar apps
 * replace their copy. The calendar files send it with LAST-MODIFIED (ical.ts). A moved run also keeps
 * its start before the move (previous_starts_at), for its JSON-LD's "rescheduled" status.
 */
export const eventSequenceSql: DerivedSql = {
  name: 'event-sequence',
  statements: [
    `CREATE OR REPLACE FUNCTION stride_event_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ${tuple('NEW')} IS DISTINCT FROM ${tuple('OLD')} THEN
    NEW.sequence := OLD.sequence + 1;
  END IF;
  IF NEW.starts_at IS DISTINCT FROM OLD.starts_at THEN
    NEW.previous_starts_at := OLD.starts_at;
  END IF;
  RETURN NEW;
END
$$`,
    'DROP TRIGGER IF EXISTS events_sequence ON events',
    `CREATE TRIGGER events_sequence BEFORE UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION stride_event_sequence()`,
  ],
};
