CREATE TABLE "buddy_suggestion_lists" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"suggestions" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buddy_suggestion_lists" ADD CONSTRAINT "buddy_suggestion_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;