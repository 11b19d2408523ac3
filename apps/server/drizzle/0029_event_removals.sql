CREATE TABLE "event_removals" (
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_removals_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_removals" ADD CONSTRAINT "event_removals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_removals" ADD CONSTRAINT "event_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_removals" ADD CONSTRAINT "event_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_removals_user_idx" ON "event_removals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_removals_removed_by_idx" ON "event_removals" USING btree ("removed_by");