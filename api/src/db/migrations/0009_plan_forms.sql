CREATE TABLE "lesson_plan_learning_outcomes" (
	"lesson_plan_id" integer NOT NULL,
	"learning_outcome_id" integer NOT NULL,
	CONSTRAINT "lesson_plan_learning_outcomes_lesson_plan_id_learning_outcome_id_pk" PRIMARY KEY("lesson_plan_id","learning_outcome_id")
);
--> statement-breakpoint
CREATE TABLE "unit_learning_outcomes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_learning_outcomes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "form_updated_by" text;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "form_updated_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "reflection_by" text;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD COLUMN "reflection_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_plans" ADD COLUMN "form" jsonb;--> statement-breakpoint
ALTER TABLE "unit_plans" ADD COLUMN "form_updated_by" text;--> statement-breakpoint
ALTER TABLE "unit_plans" ADD COLUMN "form_updated_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_plans" ADD COLUMN "reflection_by" text;--> statement-breakpoint
ALTER TABLE "unit_plans" ADD COLUMN "reflection_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_plan_learning_outcomes" ADD CONSTRAINT "lesson_plan_learning_outcomes_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_learning_outcomes" ADD CONSTRAINT "lesson_plan_learning_outcomes_learning_outcome_id_unit_learning_outcomes_id_fk" FOREIGN KEY ("learning_outcome_id") REFERENCES "public"."unit_learning_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_learning_outcomes" ADD CONSTRAINT "unit_learning_outcomes_unit_plan_id_unit_plans_id_fk" FOREIGN KEY ("unit_plan_id") REFERENCES "public"."unit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_plan_learning_outcomes_outcome_idx" ON "lesson_plan_learning_outcomes" USING btree ("learning_outcome_id");--> statement-breakpoint
CREATE INDEX "unit_learning_outcomes_unit_idx" ON "unit_learning_outcomes" USING btree ("unit_plan_id","sort_order");