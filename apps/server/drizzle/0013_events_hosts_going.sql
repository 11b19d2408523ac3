-- A host is going to their own run (issue 16): give every host a place on their upcoming, live events
-- that still have room. New events get it when they are created (events.repository.ts insertEventSeries).
INSERT INTO "event_participants" ("event_id", "user_id", "attendance_status", "confirmed_at")
SELECT e."id", e."creator_id", 'attending', now()
FROM "events" e
WHERE e."creator_id" IS NOT NULL
  AND e."status" <> 'cancelled'
  AND e."starts_at" >= now()
  AND (SELECT count(*) FROM "event_participants" p
       WHERE p."event_id" = e."id" AND NOT p."is_waitlisted" AND p."attendance_status" <> 'not_attending')
      < e."max_participants"
ON CONFLICT ("event_id", "user_id") DO NOTHING;
