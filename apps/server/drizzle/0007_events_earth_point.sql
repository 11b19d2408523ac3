DROP INDEX "events_geo_idx";--> statement-breakpoint
DROP INDEX "events_geo_time_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED;--> statement-breakpoint
CREATE INDEX "events_near_idx" ON "events" USING gist ("earth_point","starts_at") WHERE "events"."status" <> 'cancelled';