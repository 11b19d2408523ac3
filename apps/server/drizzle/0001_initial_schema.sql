CREATE TABLE "email_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"email" varchar(255) NOT NULL,
	"verification_token" varchar(64) NOT NULL,
	"purpose" varchar(20) DEFAULT 'verify' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_verificationToken_unique" UNIQUE("verification_token")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "user_goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"event_name" varchar(200) NOT NULL,
	"event_date" date,
	"target_time" varchar(20),
	"distance" varchar(30) NOT NULL,
	"difficulty" varchar(20) DEFAULT 'intermediate' NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255),
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"first_name" varchar(50),
	"last_name" varchar(50),
	"profile_image_url" text,
	"push_token" text,
	"location" varchar(100),
	"date_of_birth" date,
	"sex" varchar(20),
	"bio" text,
	"preferred_distances" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_pace" varchar(20),
	"experience_level" varchar(20),
	"running_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_time" varchar(20),
	"total_runs" integer DEFAULT 0 NOT NULL,
	"average_pace" varchar(20),
	"personal_bests" jsonb,
	"auth_provider" varchar(20) DEFAULT 'email' NOT NULL,
	"strava_athlete_id" varchar(40),
	"strava_access_token" text,
	"strava_refresh_token" text,
	"strava_token_expires_at" timestamp with time zone,
	"strava_athlete" jsonb,
	"google_id" varchar(255),
	"is_dummy_user" boolean DEFAULT false NOT NULL,
	"events_joined" integer DEFAULT 0 NOT NULL,
	"total_distance" integer DEFAULT 0 NOT NULL,
	"buddies" integer DEFAULT 0 NOT NULL,
	"training_goals" jsonb,
	"notification_preferences" jsonb DEFAULT '{"events":true,"achievements":true,"social":true,"reminders":true,"frequency":"immediate","quietHours":{"enabled":false,"start":"22:00","end":"08:00"},"deviceSettings":{"sound":true,"vibration":true,"badge":true},"adaptiveSettings":{"smartTiming":true,"contextAware":true,"engagementBased":true,"batteryOptimised":true}}'::jsonb NOT NULL,
	"calendar_feed_token_hash" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "australian_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "australian_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"value" varchar(120) NOT NULL,
	"town" varchar(80) NOT NULL,
	"state" varchar(3) NOT NULL,
	"postcode" varchar(4) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"remoteness" smallint DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "australian_locations_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "event_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text NOT NULL,
	"is_quick_comment" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attendance_status" varchar(20) DEFAULT 'interested' NOT NULL,
	"is_waitlisted" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_reactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_reactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"emoji" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"description" text,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"timezone" varchar(40) DEFAULT 'Australia/Sydney' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" varchar(200) NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"distances" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_participants" integer DEFAULT 15 NOT NULL,
	"created_by" varchar(120),
	"creator_id" uuid,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"is_club_event" boolean DEFAULT false NOT NULL,
	"club_name" varchar(120),
	"ability_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"creator_comments" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_type" varchar(10),
	"recurring_end_date" date,
	"recurring_days_of_week" integer[],
	"parent_event_id" integer,
	"is_race" boolean DEFAULT false NOT NULL,
	"race_cost" numeric(8, 2),
	"race_website" text,
	"is_goal_event" boolean DEFAULT false NOT NULL,
	"goal_category" varchar(40),
	"difficulty_level" varchar(20),
	"is_strava_import" boolean DEFAULT false NOT NULL,
	"strava_club_id" varchar(40),
	"strava_club_name" varchar(120),
	"type" varchar(20) DEFAULT 'run' NOT NULL,
	"event_type" varchar(20) DEFAULT 'official' NOT NULL,
	"difficulty" varchar(20),
	"terrain" varchar(40),
	"privacy" varchar(20) DEFAULT 'public' NOT NULL,
	"meeting_point" text,
	"event_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"excerpt" text,
	"author_id" uuid,
	"status" varchar(20) DEFAULT 'published' NOT NULL,
	"featured_image" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_sticky" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid,
	"email" varchar(255) NOT NULL,
	"is_subscribed" boolean DEFAULT true NOT NULL,
	"subscription_source" varchar(40) DEFAULT 'profile' NOT NULL,
	"unsubscribe_token_hash" varchar(64),
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"preferences" jsonb
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"event_id" integer,
	"type" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" varchar(300) NOT NULL,
	"referrer" varchar(300),
	"language" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runclub_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "runclub_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"runclub_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(20) DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runclubs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "runclubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"description" text,
	"logo_url" text,
	"annual_cost" numeric(10, 2),
	"location" varchar(200) NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"run_days" text[] DEFAULT '{}'::text[] NOT NULL,
	"distances" text[] DEFAULT '{}'::text[] NOT NULL,
	"ability_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"comments" text,
	"created_by" uuid,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reactions" ADD CONSTRAINT "event_reactions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reactions" ADD CONSTRAINT "event_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runclub_members" ADD CONSTRAINT "runclub_members_runclub_id_runclubs_id_fk" FOREIGN KEY ("runclub_id") REFERENCES "public"."runclubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runclub_members" ADD CONSTRAINT "runclub_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runclubs" ADD CONSTRAINT "runclubs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_goals_user_idx" ON "user_goals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_strava_athlete_idx" ON "users" USING btree ("strava_athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_idx" ON "users" USING btree ("google_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_calendar_feed_idx" ON "users" USING btree ("calendar_feed_token_hash");--> statement-breakpoint
CREATE INDEX "australian_locations_value_prefix_idx" ON "australian_locations" USING btree (lower("value") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "australian_locations_postcode_idx" ON "australian_locations" USING btree ("postcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "australian_locations_town_trgm_idx" ON "australian_locations" USING gin (lower("town") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_comments_event_idx" ON "event_comments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_participants_event_user_idx" ON "event_participants" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_reactions_unique_idx" ON "event_reactions" USING btree ("event_id","user_id","emoji");--> statement-breakpoint
CREATE INDEX "events_geo_idx" ON "events" USING gist (ll_to_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_creator_idx" ON "events" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "events_parent_idx" ON "events" USING btree ("parent_event_id");--> statement-breakpoint
CREATE INDEX "news_articles_published_idx" ON "news_articles" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_email_lower_idx" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribe_idx" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "runclub_members_unique_idx" ON "runclub_members" USING btree ("runclub_id","user_id");--> statement-breakpoint
CREATE INDEX "runclubs_geo_idx" ON "runclubs" USING gist (ll_to_earth("lat", "lng"));