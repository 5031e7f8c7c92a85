CREATE TABLE "rate_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"window_ends_at" bigint NOT NULL
);
