-- Issue 13: every committed change to events or their participants tells every instance (LISTEN
-- stride_discovery) to forget its shared discovery answers, whichever instance, job or script made it.
-- Statement-level, so a bulk write sends one notice; PostgreSQL folds identical notices of one
-- transaction into one and delivers it at commit (never for a rollback).
CREATE OR REPLACE FUNCTION stride_notify_discovery() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stride_discovery', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_notify_discovery AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_discovery();--> statement-breakpoint
CREATE TRIGGER event_participants_notify_discovery AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_participants
  FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_discovery();
--> statement-breakpoint
-- Issue 13: the near-me search finds, counts and orders its matches from the index alone (an
-- index-only scan: the id is carried in the index), reading table rows only for the page it answers.
-- Discovery never shows cancelled events or those a moderator hid, so neither is in these indexes.
DROP INDEX IF EXISTS "events_near_idx";--> statement-breakpoint
CREATE INDEX "events_near_idx" ON "events" USING gist ("earth_point", "starts_at") INCLUDE ("id") WHERE "status" <> 'cancelled' AND "hidden_at" IS NULL;
--> statement-breakpoint
-- The events list picks its page from these indexes alone: the filtered columns ride along, so a filter
-- that skips most events (a rare distance, one event type) never reads the rows it skips.
DROP INDEX IF EXISTS "events_upcoming_idx";--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("starts_at", "id") INCLUDE ("time", "event_type", "distances") WHERE "status" <> 'cancelled' AND "hidden_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "events_date_idx";--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date", "starts_at", "id") INCLUDE ("time", "event_type", "distances") WHERE "status" <> 'cancelled' AND "hidden_at" IS NULL;
