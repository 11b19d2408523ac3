DROP INDEX "australian_locations_town_trgm_idx";--> statement-breakpoint
CREATE INDEX "australian_locations_town_trgm_idx" ON "australian_locations" USING gist (lower("town") gist_trgm_ops);