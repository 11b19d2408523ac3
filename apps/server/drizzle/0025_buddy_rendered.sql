-- Issue 11: a returning runner's suggestions, rendered once when the list is worked out and sent as
-- they are while nothing they show has changed (decision 0019). Checking every listed runner on each
-- visit cost the database as much again as the rest of the visit, so a change to a listed runner
-- empties the rendering of every list holding them instead (found through the GIN index), and the next
-- visit to such a list answers live and works it out again behind. Blocks and buddy requests concern
-- the visiting runner, and are checked on each visit. Lists stored before this have no rendering yet.
ALTER TABLE "buddy_suggestion_lists" ADD COLUMN "runner_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "buddy_suggestion_lists" ADD COLUMN "rendered" text[];--> statement-breakpoint
CREATE INDEX "buddy_suggestion_lists_runner_ids_idx" ON "buddy_suggestion_lists" USING gin ("runner_ids");--> statement-breakpoint
-- TG_ARGV[0] names the runner's id column in the table the trigger is on.
CREATE OR REPLACE FUNCTION stride_forget_rendered_buddy_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE buddy_suggestion_lists SET rendered = NULL
  WHERE runner_ids @> ARRAY[(to_jsonb(OLD) ->> TG_ARGV[0])::uuid] AND rendered IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What a suggestion shows of a runner (toBuddyRunner in buddies.service.ts).
CREATE TRIGGER "users_buddy_face_changed" AFTER UPDATE OF first_name, last_name, profile_image_url, location,
  experience_level, preferred_pace ON "users" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.profile_image_url IS DISTINCT FROM NEW.profile_image_url OR OLD.location IS DISTINCT FROM NEW.location
    OR OLD.experience_level IS DISTINCT FROM NEW.experience_level OR OLD.preferred_pace IS DISTINCT FROM NEW.preferred_pace)
  EXECUTE FUNCTION stride_forget_rendered_buddy_lists('id');--> statement-breakpoint
-- Opting out, and a deleted account (its preferences go with it).
CREATE TRIGGER "buddy_preferences_opted_out" AFTER UPDATE OF is_active ON "buddy_preferences" FOR EACH ROW
  WHEN (OLD.is_active AND NOT NEW.is_active) EXECUTE FUNCTION stride_forget_rendered_buddy_lists('user_id');--> statement-breakpoint
CREATE TRIGGER "buddy_preferences_deleted" AFTER DELETE ON "buddy_preferences" FOR EACH ROW
  EXECUTE FUNCTION stride_forget_rendered_buddy_lists('user_id');
