CREATE TABLE "notification_digest_items" (
	"notification_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"user_id" uuid NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digest_items_notification_id_channel_pk" PRIMARY KEY("notification_id","channel")
);
--> statement-breakpoint
ALTER TABLE "notification_digest_items" ADD CONSTRAINT "notification_digest_items_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digest_items" ADD CONSTRAINT "notification_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_digest_items_user_idx" ON "notification_digest_items" USING btree ("user_id");