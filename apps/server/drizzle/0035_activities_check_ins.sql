CREATE TABLE "training_check_ins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"training_plan_id" integer NOT NULL,
	"check_in_date" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"days" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"source" varchar(10) NOT NULL,
	"strava_activity_id" varchar(20),
	"file_sha256" varchar(64),
	"sport_type" varchar(20) DEFAULT 'Run' NOT NULL,
	"name" varchar(200) NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"start_date" timestamp NOT NULL,
	"distance_km" numeric(8, 3) NOT NULL,
	"moving_time_sec" integer NOT NULL,
	"elapsed_time_sec" integer NOT NULL,
	"avg_pace_sec_per_km" integer,
	"elevation_gain_m" real,
	"avg_heart_rate" smallint,
	"training_plan_id" integer,
	"workout_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "name_custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_feedback" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "training_check_ins" ADD CONSTRAINT "training_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_check_ins" ADD CONSTRAINT "training_check_ins_training_plan_id_training_plans_id_fk" FOREIGN KEY ("training_plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_training_plan_id_training_plans_id_fk" FOREIGN KEY ("training_plan_id") REFERENCES "public"."training_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_check_ins_plan_idx" ON "training_check_ins" USING btree ("training_plan_id","check_in_date");--> statement-breakpoint
CREATE INDEX "training_check_ins_user_idx" ON "training_check_ins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activities_user_start_idx" ON "activities" USING btree ("user_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "activities_strava_idx" ON "activities" USING btree ("strava_activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_user_file_idx" ON "activities" USING btree ("user_id","file_sha256");--> statement-breakpoint
CREATE INDEX "activities_plan_workout_idx" ON "activities" USING btree ("training_plan_id","workout_date");--> statement-breakpoint
ALTER TABLE "workout_feedback" ADD CONSTRAINT "workout_feedback_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workout_feedback_activity_idx" ON "workout_feedback" USING btree ("activity_id");--> statement-breakpoint
-- Plans saved before names were rendered in the reader's language: a name that is neither the English
-- default nor the template's own was typed by the runner.
UPDATE "training_plans" p SET "name_custom" = true
WHERE p."name" NOT IN ('5K training plan', '10K training plan', 'Half marathon training plan', 'Marathon training plan')
  AND NOT EXISTS (SELECT 1 FROM "training_plan_templates" t WHERE t."id" = p."template_id" AND t."name" = p."name");
