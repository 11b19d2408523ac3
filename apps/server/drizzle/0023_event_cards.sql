ALTER TABLE "events" ADD COLUMN "card" text;--> statement-breakpoint
-- Issue 13: every list and near-me search answers event cards, and building each card's JSON on every
-- view was a fifth of what a search cost the database. The card is written once, whenever its row
-- changes (its participant counts included: the counting trigger of 0022 updates the row), by this
-- function, the one definition of a card's JSON. It writes what toEventCard (events.mapper.ts) writes;
-- events-json.test.ts holds the two together, so a change to the card needs a new migration replacing
-- this function and rewriting the cards. timeOfDay follows contracts' TIME_OF_DAY_HOURS.
CREATE OR REPLACE FUNCTION stride_event_card(e events) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(c)::text FROM (SELECT
    e.id AS "id", e.title AS "title", e.date AS "date", to_char(e.time, 'HH24:MI') AS "time",
    e.timezone AS "timezone",
    to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt",
    CASE WHEN e.time >= '06:00' AND e.time < '12:00' THEN 'morning'
         WHEN e.time >= '12:00' AND e.time < '18:00' THEN 'afternoon'
         WHEN e.time >= '18:00' AND e.time < '22:00' THEN 'evening'
         ELSE 'night' END AS "timeOfDay",
    e.location AS "location", e.lat AS "lat", e.lng AS "lng", e.distances AS "distances",
    e.max_participants AS "maxParticipants", e.status AS "status", e.event_type AS "eventType",
    e.is_club_event AS "isClubEvent", e.club_name AS "clubName", e.ability_levels AS "abilityLevels",
    e.is_race AS "isRace", e.race_cost::text AS "raceCost", e.participant_count AS "participantCount",
    e.waitlist_count AS "waitlistCount") c
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stride_write_event_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := stride_event_card(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_card BEFORE INSERT OR UPDATE ON events
  FOR EACH ROW EXECUTE FUNCTION stride_write_event_card();--> statement-breakpoint
UPDATE events SET card = stride_event_card(events);
