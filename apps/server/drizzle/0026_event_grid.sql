-- Issue 13: the near-me search finds its matches (up to the cap) through a grid of squares instead of
-- walking the GiST index (decision 0019). Each event's square at 0.1 and at 1 degree is stored with
-- it; a search lists the squares its circle can touch (lib/earth.ts searchGrid) and descends a btree
-- on (square, start) once per square, reading only the events in its time window. The id and earth
-- point ride along, so the exact distance is checked without reading the table. Cancelled and hidden
-- events are left out, as in every discovery index. The GiST index stays for the page beyond the cap,
-- which it takes in nearest-first order. One ALTER, so the table is rewritten once.
ALTER TABLE "events"
  ADD COLUMN "fine_cell" integer GENERATED ALWAYS AS ((floor(lat * 10)::int + 900) * 3601 + floor(lng * 10)::int + 1800) STORED,
  ADD COLUMN "coarse_cell" integer GENERATED ALWAYS AS ((floor(lat * 1)::int + 90) * 361 + floor(lng * 1)::int + 180) STORED;--> statement-breakpoint
CREATE INDEX "events_fine_cell_idx" ON "events" USING btree ("fine_cell", "starts_at") INCLUDE ("id", "earth_point") WHERE "status" <> 'cancelled' AND "hidden_at" IS NULL;--> statement-breakpoint
CREATE INDEX "events_coarse_cell_idx" ON "events" USING btree ("coarse_cell", "starts_at") INCLUDE ("id", "earth_point") WHERE "status" <> 'cancelled' AND "hidden_at" IS NULL;
