CREATE TABLE "goal_configuration_reviewers" (
	"configuration_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "goal_configuration_reviewers_configuration_id_role_id_pk" PRIMARY KEY("configuration_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "goal_configurations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_configurations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role_id" integer NOT NULL,
	"goal_approver_role_id" integer NOT NULL,
	"review_approver_role_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_feedback_frequencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_feedback_frequencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"timeline_id" integer NOT NULL,
	"frequency_label" text NOT NULL,
	"self_feedback_start_date" date NOT NULL,
	"self_feedback_end_date" date NOT NULL,
	"peer_feedback_start_date" date NOT NULL,
	"peer_feedback_end_date" date NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_library_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_library_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"goal_description" text NOT NULL,
	"measure_unit" text NOT NULL,
	"evidence" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_review_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_review_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_review_id" integer NOT NULL,
	"comment" text NOT NULL,
	"review_state" text NOT NULL,
	"user_id" integer,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_setting_id" integer NOT NULL,
	"state" text DEFAULT 'PENDING_REVIEW' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_reviews_state_check" CHECK (state in ('PENDING_REVIEW', 'SENT_FOR_REASSESSMENT', 'APPROVED', 'SELF_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED', 'FINAL_REVIEW_COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "goal_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"annual_period" text NOT NULL,
	"school_id" integer,
	"state" text DEFAULT 'GOAL_SETUP' NOT NULL,
	"strength" text,
	"weakness" text,
	"learning_required" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_settings_state_check" CHECK (state in ('GOAL_SETUP', 'SENT_FOR_REVIEW', 'REASSESSMENT_REQUIRED', 'REVIEWED', 'SELF_REVIEW_COMPLETED', 'PEER_REVIEW_COMPLETED', 'FINAL_REVIEW_COMPLETED', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "goal_timelines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_timelines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"academic_calendar" text NOT NULL,
	"goal_setup_start_date" date NOT NULL,
	"goal_setup_end_date" date NOT NULL,
	"goal_review_start_date" date NOT NULL,
	"goal_review_end_date" date NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_setting_id" integer NOT NULL,
	"goal_details" text NOT NULL,
	"weightage" integer NOT NULL,
	"measurement_unit" text DEFAULT '' NOT NULL,
	"evidence" text DEFAULT '-' NOT NULL,
	"library_item_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_weightage_check" CHECK ("goals"."weightage" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "goal_configuration_reviewers" ADD CONSTRAINT "goal_configuration_reviewers_configuration_id_goal_configurations_id_fk" FOREIGN KEY ("configuration_id") REFERENCES "public"."goal_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_configuration_reviewers" ADD CONSTRAINT "goal_configuration_reviewers_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_configurations" ADD CONSTRAINT "goal_configurations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_configurations" ADD CONSTRAINT "goal_configurations_goal_approver_role_id_roles_id_fk" FOREIGN KEY ("goal_approver_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_configurations" ADD CONSTRAINT "goal_configurations_review_approver_role_id_roles_id_fk" FOREIGN KEY ("review_approver_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedback_frequencies" ADD CONSTRAINT "goal_feedback_frequencies_timeline_id_goal_timelines_id_fk" FOREIGN KEY ("timeline_id") REFERENCES "public"."goal_timelines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_review_comments" ADD CONSTRAINT "goal_review_comments_goal_review_id_goal_reviews_id_fk" FOREIGN KEY ("goal_review_id") REFERENCES "public"."goal_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_review_comments" ADD CONSTRAINT "goal_review_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_reviews" ADD CONSTRAINT "goal_reviews_goal_setting_id_goal_settings_id_fk" FOREIGN KEY ("goal_setting_id") REFERENCES "public"."goal_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_settings" ADD CONSTRAINT "goal_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_settings" ADD CONSTRAINT "goal_settings_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_settings" ADD CONSTRAINT "goal_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_goal_setting_id_goal_settings_id_fk" FOREIGN KEY ("goal_setting_id") REFERENCES "public"."goal_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_library_item_id_goal_library_items_id_fk" FOREIGN KEY ("library_item_id") REFERENCES "public"."goal_library_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_configuration_reviewers_role_idx" ON "goal_configuration_reviewers" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_configurations_role_uq" ON "goal_configurations" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "goal_feedback_frequencies_timeline_idx" ON "goal_feedback_frequencies" USING btree ("timeline_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_library_items_sort_uq" ON "goal_library_items" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "goal_review_comments_review_idx" ON "goal_review_comments" USING btree ("goal_review_id","created_on");--> statement-breakpoint
CREATE INDEX "goal_review_comments_user_idx" ON "goal_review_comments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_reviews_setting_uq" ON "goal_reviews" USING btree ("goal_setting_id");--> statement-breakpoint
CREATE INDEX "goal_reviews_state_idx" ON "goal_reviews" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_settings_user_role_period_uq" ON "goal_settings" USING btree ("user_id","role_id","annual_period");--> statement-breakpoint
CREATE INDEX "goal_settings_period_idx" ON "goal_settings" USING btree ("annual_period","state");--> statement-breakpoint
CREATE INDEX "goal_settings_school_idx" ON "goal_settings" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_timelines_period_uq" ON "goal_timelines" USING btree ("academic_calendar");--> statement-breakpoint
CREATE INDEX "goals_setting_idx" ON "goals" USING btree ("goal_setting_id","sort_order");