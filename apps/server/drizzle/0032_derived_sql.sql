CREATE TABLE "derived_sql" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
