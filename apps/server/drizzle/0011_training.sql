CREATE TABLE "training_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"training_plan_id" integer NOT NULL,
	"adjustment_date" date NOT NULL,
	"adjustment_type" varchar(30) NOT NULL,
	"key" varchar(80) NOT NULL,
	"reason_code" varchar(40) NOT NULL,
	"reason" text NOT NULL,
	"reason_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"previous_value" real,
	"new_value" real,
	"difficulty_multiplier" real,
	"performance_score" real,
	"automatic_adjustment" boolean DEFAULT true NOT NULL,
	"week_number" smallint,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plan_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_plan_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" varchar(60) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"category" varchar(20) NOT NULL,
	"difficulty" varchar(20) NOT NULL,
	"goal_distance" varchar(20) NOT NULL,
	"duration" smallint NOT NULL,
	"days_per_week" smallint NOT NULL,
	"weekly_structure" jsonb NOT NULL,
	"target_races" text[] DEFAULT '{}' NOT NULL,
	"prerequisites" jsonb NOT NULL,
	"tips" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_plan_templates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "workout_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workout_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"training_plan_id" integer NOT NULL,
	"workout_date" date NOT NULL,
	"workout_type" varchar(20),
	"planned_distance" real,
	"actual_distance" numeric(5, 2),
	"planned_duration" integer,
	"actual_duration" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"difficulty_rating" smallint,
	"effort_rating" smallint,
	"enjoyment_rating" smallint,
	"pace_achieved" varchar(10),
	"notes" text,
	"weather_conditions" varchar(20),
	"energy_level" smallint,
	"recovery_rating" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "goal_id" integer;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "plan_type" varchar(20) DEFAULT 'custom' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "duration" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "current_week" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "weekly_schedule" json;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "preferences" jsonb;--> statement-breakpoint
ALTER TABLE "training_plans" ADD COLUMN "progress_data" jsonb;--> statement-breakpoint
ALTER TABLE "training_adjustments" ADD CONSTRAINT "training_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_adjustments" ADD CONSTRAINT "training_adjustments_training_plan_id_training_plans_id_fk" FOREIGN KEY ("training_plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_feedback" ADD CONSTRAINT "workout_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_feedback" ADD CONSTRAINT "workout_feedback_training_plan_id_training_plans_id_fk" FOREIGN KEY ("training_plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_adjustments_plan_key_idx" ON "training_adjustments" USING btree ("training_plan_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_feedback_plan_date_idx" ON "workout_feedback" USING btree ("training_plan_id","workout_date");--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_goal_id_user_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."user_goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_template_id_training_plan_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."training_plan_templates"("id") ON DELETE set null ON UPDATE no action;