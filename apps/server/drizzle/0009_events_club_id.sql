ALTER TABLE "events" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_club_id_runclubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."runclubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_club_idx" ON "events" USING btree ("club_id");--> statement-breakpoint
-- Existing club events named their club only: link each to the club of that name when exactly one has it.
UPDATE "events" e SET "club_id" = c."id"
FROM (SELECT lower("name") AS "key", min("id") AS "id" FROM "runclubs" GROUP BY lower("name") HAVING count(*) = 1) c
WHERE e."is_club_event" AND e."club_id" IS NULL AND lower(e."club_name") = c."key";
