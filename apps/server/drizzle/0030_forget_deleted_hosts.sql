-- Issue 25, defect 5: deleting an account used to leave the host's name copied on their events
-- (created_by) while the foreign key emptied creator_id. Every event a runner creates has a creator, and
-- Strava imports (no creator) keep their club's name in created_by, so an event with neither creator
-- nor import is one whose host deleted their account: its copy of their name goes, and the API marks
-- it creatorDeleted. From now on the deletion does this itself (modules/account/account.repository.ts).
UPDATE "events" SET "created_by" = NULL
WHERE "creator_id" IS NULL AND NOT "is_strava_import" AND "created_by" IS NOT NULL;
