CREATE TABLE "annual_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "annual_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"annual_period" text NOT NULL,
	"grade_name" text NOT NULL,
	"subject_id" integer,
	"subject_name" text NOT NULL,
	"subject_value" text NOT NULL,
	"school_id" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "annual_plans_status_check" CHECK (status in ('ACTIVE', 'COMPLETED', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "lesson_plan_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_plan_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"annual_plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"given_by" text,
	"given_on" timestamp with time zone,
	"lesson_plan_id" integer NOT NULL,
	"unit_plan_id" integer NOT NULL,
	CONSTRAINT "lesson_plan_consents_uq" UNIQUE("lesson_plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_plan_sub_units" (
	"lesson_plan_id" integer NOT NULL,
	"sub_unit_id" integer NOT NULL,
	CONSTRAINT "lesson_plan_sub_units_lesson_plan_id_sub_unit_id_pk" PRIMARY KEY("lesson_plan_id","sub_unit_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_plan_id" integer NOT NULL,
	"tier_plan_id" integer NOT NULL,
	"annual_plan_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"type" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_plans_status_check" CHECK (status in ('ACTIVE', 'COMPLETED', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "sub_topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sub_topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tier_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"annual_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_plans_status_check" CHECK (status in ('ACTIVE', 'COMPLETED', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tier_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_plan_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_plan_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"annual_plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"given_by" text,
	"given_on" timestamp with time zone,
	"unit_plan_id" integer NOT NULL,
	CONSTRAINT "unit_plan_consents_uq" UNIQUE("unit_plan_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "unit_plan_topics" (
	"unit_plan_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "unit_plan_topics_unit_plan_id_topic_id_pk" PRIMARY KEY("unit_plan_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "unit_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tier_plan_id" integer NOT NULL,
	"annual_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_plans_status_check" CHECK (status in ('ACTIVE', 'COMPLETED', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "unit_sub_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_sub_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "annual_plans" ADD CONSTRAINT "annual_plans_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annual_plans" ADD CONSTRAINT "annual_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_consents" ADD CONSTRAINT "lesson_plan_consents_annual_plan_id_annual_plans_id_fk" FOREIGN KEY ("annual_plan_id") REFERENCES "public"."annual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_consents" ADD CONSTRAINT "lesson_plan_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_consents" ADD CONSTRAINT "lesson_plan_consents_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_consents" ADD CONSTRAINT "lesson_plan_consents_unit_plan_id_unit_plans_id_fk" FOREIGN KEY ("unit_plan_id") REFERENCES "public"."unit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_sub_units" ADD CONSTRAINT "lesson_plan_sub_units_lesson_plan_id_lesson_plans_id_fk" FOREIGN KEY ("lesson_plan_id") REFERENCES "public"."lesson_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plan_sub_units" ADD CONSTRAINT "lesson_plan_sub_units_sub_unit_id_unit_sub_units_id_fk" FOREIGN KEY ("sub_unit_id") REFERENCES "public"."unit_sub_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_unit_plan_id_unit_plans_id_fk" FOREIGN KEY ("unit_plan_id") REFERENCES "public"."unit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_tier_plan_id_tier_plans_id_fk" FOREIGN KEY ("tier_plan_id") REFERENCES "public"."tier_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_annual_plan_id_annual_plans_id_fk" FOREIGN KEY ("annual_plan_id") REFERENCES "public"."annual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_topics" ADD CONSTRAINT "sub_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_plans" ADD CONSTRAINT "tier_plans_annual_plan_id_annual_plans_id_fk" FOREIGN KEY ("annual_plan_id") REFERENCES "public"."annual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_tier_plan_id_tier_plans_id_fk" FOREIGN KEY ("tier_plan_id") REFERENCES "public"."tier_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plan_consents" ADD CONSTRAINT "unit_plan_consents_annual_plan_id_annual_plans_id_fk" FOREIGN KEY ("annual_plan_id") REFERENCES "public"."annual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plan_consents" ADD CONSTRAINT "unit_plan_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plan_consents" ADD CONSTRAINT "unit_plan_consents_unit_plan_id_unit_plans_id_fk" FOREIGN KEY ("unit_plan_id") REFERENCES "public"."unit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plan_topics" ADD CONSTRAINT "unit_plan_topics_unit_plan_id_unit_plans_id_fk" FOREIGN KEY ("unit_plan_id") REFERENCES "public"."unit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plan_topics" ADD CONSTRAINT "unit_plan_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plans" ADD CONSTRAINT "unit_plans_tier_plan_id_tier_plans_id_fk" FOREIGN KEY ("tier_plan_id") REFERENCES "public"."tier_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_plans" ADD CONSTRAINT "unit_plans_annual_plan_id_annual_plans_id_fk" FOREIGN KEY ("annual_plan_id") REFERENCES "public"."annual_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_sub_units" ADD CONSTRAINT "unit_sub_units_unit_plan_id_unit_plans_id_fk" FOREIGN KEY ("unit_plan_id") REFERENCES "public"."unit_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "annual_plans_curriculum_uq" ON "annual_plans" USING btree ("annual_period",lower("grade_name"),lower("subject_name"),coalesce("school_id", 0)) WHERE "annual_plans"."status" <> 'INACTIVE';--> statement-breakpoint
CREATE INDEX "annual_plans_name_order_idx" ON "annual_plans" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "annual_plans_grade_idx" ON "annual_plans" USING btree (lower("grade_name"),lower("subject_name"));--> statement-breakpoint
CREATE INDEX "annual_plans_school_idx" ON "annual_plans" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "lesson_plan_consents_user_idx" ON "lesson_plan_consents" USING btree ("user_id","annual_plan_id");--> statement-breakpoint
CREATE INDEX "lesson_plan_sub_units_sub_unit_idx" ON "lesson_plan_sub_units" USING btree ("sub_unit_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_unit_idx" ON "lesson_plans" USING btree ("unit_plan_id","start_date");--> statement-breakpoint
CREATE INDEX "lesson_plans_annual_idx" ON "lesson_plans" USING btree ("annual_plan_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_tier_idx" ON "lesson_plans" USING btree ("tier_plan_id");--> statement-breakpoint
CREATE INDEX "lesson_plans_name_order_idx" ON "lesson_plans" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "lesson_plans_school_name_idx" ON "lesson_plans" USING btree ("school_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "lesson_plans_end_idx" ON "lesson_plans" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "lesson_plans_start_idx" ON "lesson_plans" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "sub_topics_topic_idx" ON "sub_topics" USING btree ("topic_id","sort_order");--> statement-breakpoint
CREATE INDEX "tier_plans_annual_idx" ON "tier_plans" USING btree ("annual_plan_id","start_date");--> statement-breakpoint
CREATE INDEX "tier_plans_name_order_idx" ON "tier_plans" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "topics_tier_idx" ON "topics" USING btree ("tier_plan_id","sort_order");--> statement-breakpoint
CREATE INDEX "unit_plan_consents_user_idx" ON "unit_plan_consents" USING btree ("user_id","annual_plan_id");--> statement-breakpoint
CREATE INDEX "unit_plan_topics_topic_idx" ON "unit_plan_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "unit_plans_tier_idx" ON "unit_plans" USING btree ("tier_plan_id","start_date");--> statement-breakpoint
CREATE INDEX "unit_plans_annual_idx" ON "unit_plans" USING btree ("annual_plan_id");--> statement-breakpoint
CREATE INDEX "unit_plans_name_order_idx" ON "unit_plans" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "unit_plans_end_idx" ON "unit_plans" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "unit_plans_start_idx" ON "unit_plans" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "unit_sub_units_unit_idx" ON "unit_sub_units" USING btree ("unit_plan_id","sort_order");