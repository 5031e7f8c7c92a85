CREATE TABLE "auth_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || E'\x1f' || email || E'\x1f' || coalesce(mobile, '') || E'\x1f' || coalesce(designation, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_status_name_order_idx" ON "users" USING btree ("status",lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);