-- Existing User Types become choices of contract/src/user-types.ts before the check below: the spellings of a
-- type (any case, spaces or punctuation, 'ADMIN' for the first administrator) map to it, anything else to TEACHER.
UPDATE "users" SET "application_user_type" = CASE regexp_replace(lower("application_user_type"), '[^a-z0-9]', '', 'g')
	WHEN 'teacher' THEN 'TEACHER'
	WHEN 'coordinator' THEN 'COORDINATOR'
	WHEN 'principal' THEN 'PRINCIPAL'
	WHEN 'administrator' THEN 'ADMINISTRATOR'
	WHEN 'admin' THEN 'ADMINISTRATOR'
	WHEN 'supportstaff' THEN 'SUPPORT_STAFF'
	ELSE 'TEACHER' END
WHERE "application_user_type" NOT IN ('TEACHER', 'COORDINATOR', 'PRINCIPAL', 'ADMINISTRATOR', 'SUPPORT_STAFF');--> statement-breakpoint
ALTER TABLE "grades" ADD COLUMN "grade_rank" integer GENERATED ALWAYS AS (case lower(btrim(grade_name)) when 'nursery' then 1 when 'lkg' then 2 when 'ukg' then 3 when 'i' then 4 when 'ii' then 5 when 'iii' then 6 when 'iv' then 7 when 'v' then 8 when 'vi' then 9 when 'vii' then 10 when 'viii' then 11 when 'ix' then 12 when 'x' then 13 when 'xi' then 14 when 'xii' then 15 else 16 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "grades_order_idx" ON "grades" USING btree ("grade_rank",lower("grade_name") collate "C","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_application_user_type_check" CHECK (application_user_type in ('TEACHER', 'COORDINATOR', 'PRINCIPAL', 'ADMINISTRATOR', 'SUPPORT_STAFF'));