ALTER TABLE "events" ADD COLUMN "participant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 13: every list, search and event page shows how many places are held and how long the waitlist
-- is. Counting participants for each event shown was most of what a near-me search cost the database,
-- so the two numbers are kept on the event, by the database itself, whichever code path (joins, the
-- waitlist's promotions, cascades from a deleted account or event) changes a participant. Adding and
-- subtracting (rather than recounting) stays right when two runners join at once: each UPDATE adds to
-- the row's latest version.
CREATE OR REPLACE FUNCTION stride_count_participants() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_place int := 0; old_wait int := 0; new_place int := 0; new_wait int := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_place := (NOT OLD.is_waitlisted AND OLD.attendance_status <> 'not_attending')::int;
    old_wait := OLD.is_waitlisted::int;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_place := (NOT NEW.is_waitlisted AND NEW.attendance_status <> 'not_attending')::int;
    new_wait := NEW.is_waitlisted::int;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.event_id = NEW.event_id THEN
    new_place := new_place - old_place; new_wait := new_wait - old_wait;
    old_place := 0; old_wait := 0;
  END IF;
  IF old_place <> 0 OR old_wait <> 0 THEN
    UPDATE events SET participant_count = participant_count - old_place, waitlist_count = waitlist_count - old_wait
    WHERE id = OLD.event_id;
  END IF;
  IF new_place <> 0 OR new_wait <> 0 THEN
    UPDATE events SET participant_count = participant_count + new_place, waitlist_count = waitlist_count + new_wait
    WHERE id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_participants_count AFTER INSERT OR UPDATE OR DELETE ON event_participants
  FOR EACH ROW EXECUTE FUNCTION stride_count_participants();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stride_zero_participant_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET participant_count = 0, waitlist_count = 0 WHERE participant_count <> 0 OR waitlist_count <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_participants_truncate_counts AFTER TRUNCATE ON event_participants
  FOR EACH STATEMENT EXECUTE FUNCTION stride_zero_participant_counts();--> statement-breakpoint
UPDATE events e SET participant_count = c.places, waitlist_count = c.waiting
FROM (
  SELECT event_id,
    count(*) FILTER (WHERE NOT is_waitlisted AND attendance_status <> 'not_attending')::int AS places,
    count(*) FILTER (WHERE is_waitlisted)::int AS waiting
  FROM event_participants GROUP BY event_id
) c
WHERE e.id = c.event_id;
