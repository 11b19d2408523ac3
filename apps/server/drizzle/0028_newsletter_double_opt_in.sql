CREATE TABLE "newsletter_deliveries" (
	"newsletter_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_newsletter_id_subscription_id_pk" PRIMARY KEY("newsletter_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_unsubscribe_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipient_count" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "newsletter_unsubscribe_idx";--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "is_subscribed" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" varchar(5) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirm_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_unsubscribe_tokens" ADD CONSTRAINT "newsletter_unsubscribe_tokens_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscription_idx" ON "newsletter_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_unsubscribe_tokens_subscription_idx" ON "newsletter_unsubscribe_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
-- Sign-ups from before double opt-in were never confirmed by the address's owner (issue 25): they no
-- longer count as subscribed, and the hourly purge removes them as unconfirmed sign-ups.
UPDATE "newsletter_subscriptions" SET "is_subscribed" = false WHERE "confirmed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP COLUMN "unsubscribe_token_hash";