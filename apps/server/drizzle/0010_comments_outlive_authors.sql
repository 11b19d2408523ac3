ALTER TABLE "event_comments" DROP CONSTRAINT "event_comments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "event_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;