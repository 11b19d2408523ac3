CREATE TABLE "strava_club_sync" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strava_club_sync_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"runclub_id" integer NOT NULL,
	"club_id" varchar(40) NOT NULL,
	"club_name" varchar(120) NOT NULL,
	"linked_by" uuid,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sync_interval_hours" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strava_event_import" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strava_event_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"strava_event_id" varchar(80) NOT NULL,
	"club_sync_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "runclubs_geo_idx";--> statement-breakpoint
ALTER TABLE "runclubs" ADD COLUMN "search_name" varchar(120) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "runclubs" ADD COLUMN "earth_point" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lng)) STORED;--> statement-breakpoint
ALTER TABLE "strava_club_sync" ADD CONSTRAINT "strava_club_sync_runclub_id_runclubs_id_fk" FOREIGN KEY ("runclub_id") REFERENCES "public"."runclubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strava_club_sync" ADD CONSTRAINT "strava_club_sync_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strava_event_import" ADD CONSTRAINT "strava_event_import_club_sync_id_strava_club_sync_id_fk" FOREIGN KEY ("club_sync_id") REFERENCES "public"."strava_club_sync"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strava_event_import" ADD CONSTRAINT "strava_event_import_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "strava_club_sync_runclub_idx" ON "strava_club_sync" USING btree ("runclub_id");--> statement-breakpoint
CREATE INDEX "strava_club_sync_user_idx" ON "strava_club_sync" USING btree ("linked_by");--> statement-breakpoint
CREATE UNIQUE INDEX "strava_event_import_key_idx" ON "strava_event_import" USING btree ("strava_event_id");--> statement-breakpoint
CREATE INDEX "strava_event_import_sync_idx" ON "strava_event_import" USING btree ("club_sync_id");--> statement-breakpoint
CREATE INDEX "runclub_members_user_idx" ON "runclub_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "runclubs_near_idx" ON "runclubs" USING gist ("earth_point") WHERE "runclubs"."status" = 'active' and "runclubs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "runclubs_name_trgm_idx" ON "runclubs" USING gin ("search_name" gin_trgm_ops) WHERE "runclubs"."status" = 'active' and "runclubs"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "runclubs_list_idx" ON "runclubs" USING btree ("search_name","id") WHERE "runclubs"."status" = 'active' and "runclubs"."hidden_at" is null;