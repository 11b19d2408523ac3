-- Issue 29: pace groups, attendance and club challenges. The near-me search's and the list's pace filter
-- read partial indexes of the runs with pace groups only, carrying what the statements match on
-- (INCLUDE, which drizzle-kit cannot write): a filtered search reads fewer index entries than the
-- unfiltered one and no table rows. Runs without groups are in none of them, so they cost writes nothing.
CREATE TABLE "event_pace_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_pace_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"pace_sec_per_km" integer NOT NULL,
	"label" varchar(40),
	"leader" varchar(80),
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "club_challenge_members" (
	"challenge_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "club_challenge_members_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_challenges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "club_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"runclub_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"metric" varchar(20) NOT NULL,
	"target" numeric(7, 1) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "pace_group_id" integer;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "present" boolean;--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "present_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pace_group_paces" integer[];--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "check_in_code" varchar(4);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attendance_taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_pace_groups" ADD CONSTRAINT "event_pace_groups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_challenge_members" ADD CONSTRAINT "club_challenge_members_challenge_id_club_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."club_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_challenge_members" ADD CONSTRAINT "club_challenge_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_challenges" ADD CONSTRAINT "club_challenges_runclub_id_runclubs_id_fk" FOREIGN KEY ("runclub_id") REFERENCES "public"."runclubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_challenges" ADD CONSTRAINT "club_challenges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_pace_groups_event_idx" ON "event_pace_groups" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "club_challenge_members_user_idx" ON "club_challenge_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "club_challenges_club_idx" ON "club_challenges" USING btree ("runclub_id","end_date");--> statement-breakpoint
CREATE INDEX "club_challenges_created_by_idx" ON "club_challenges" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "club_challenges_end_idx" ON "club_challenges" USING btree ("end_date");--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_pace_group_id_event_pace_groups_id_fk" FOREIGN KEY ("pace_group_id") REFERENCES "public"."event_pace_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_participants_pace_group_idx" ON "event_participants" USING btree ("pace_group_id");--> statement-breakpoint
CREATE INDEX "events_paced_fine_cell_idx" ON "events" USING btree ("fine_cell","starts_at") INCLUDE ("id", "earth_point", "pace_group_paces") WHERE "events"."status" <> 'cancelled' and "events"."hidden_at" is null and "events"."pace_group_paces" is not null;--> statement-breakpoint
CREATE INDEX "events_paced_coarse_cell_idx" ON "events" USING btree ("coarse_cell","starts_at") INCLUDE ("id", "earth_point", "pace_group_paces") WHERE "events"."status" <> 'cancelled' and "events"."hidden_at" is null and "events"."pace_group_paces" is not null;--> statement-breakpoint
CREATE INDEX "events_paced_upcoming_idx" ON "events" USING btree ("starts_at","id") INCLUDE ("time", "event_type", "distances", "pace_group_paces") WHERE "events"."status" <> 'cancelled' and "events"."hidden_at" is null and "events"."pace_group_paces" is not null;