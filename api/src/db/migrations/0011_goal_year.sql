CREATE TABLE "goal_evidences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_evidences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"document_type" text DEFAULT 'application/pdf' NOT NULL,
	"comment" text,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_feedback_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_feedback_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feedback_id" integer NOT NULL,
	"comment" text NOT NULL,
	"state" text NOT NULL,
	"user_id" integer,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_feedback_ratings" (
	"feedback_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "goal_feedback_ratings_feedback_id_goal_id_pk" PRIMARY KEY("feedback_id","goal_id"),
	CONSTRAINT "goal_feedback_ratings_rating_check" CHECK ("goal_feedback_ratings"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "goal_feedbacks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goal_feedbacks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goal_setting_id" integer NOT NULL,
	"frequency_label" text NOT NULL,
	"feedback_type" text NOT NULL,
	"peer_user_id" integer,
	"requested_by" integer,
	"state" text NOT NULL,
	"submitted_on" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_by" text,
	"last_updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_feedbacks_state_check" CHECK (state in ('SUBMIT_SELF_FEEDBACK', 'SELF_REASSESSMENT_REQUIRED', 'SELF_FEEDBACK_SUBMITTED', 'SUBMIT_PEER_FEEDBACK', 'PEER_REASSESSMENT_REQUIRED', 'PEER_FEEDBACK_SUBMITTED', 'FEEDBACK_COMPLETED')),
	CONSTRAINT "goal_feedbacks_type_check" CHECK (feedback_type in ('SELF', 'PEER')),
	CONSTRAINT "goal_feedbacks_peer_check" CHECK (("goal_feedbacks"."feedback_type" = 'SELF') = ("goal_feedbacks"."peer_user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "goal_final_reviews" (
	"goal_review_id" integer PRIMARY KEY NOT NULL,
	"comment" text NOT NULL,
	"overall_rating" numeric(3, 2) NOT NULL,
	"proposed_score" numeric(3, 2),
	"adjustment_reason" text,
	"written_by" integer,
	"written_on" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_off_by" integer,
	"signed_off_on" timestamp with time zone,
	"sign_off_comment" text,
	"closed_by" integer,
	"closed_on" timestamp with time zone,
	"close_comment" text,
	CONSTRAINT "goal_final_reviews_rating_check" CHECK ("goal_final_reviews"."overall_rating" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "goal_evidences" ADD CONSTRAINT "goal_evidences_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_evidences" ADD CONSTRAINT "goal_evidences_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedback_comments" ADD CONSTRAINT "goal_feedback_comments_feedback_id_goal_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."goal_feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedback_comments" ADD CONSTRAINT "goal_feedback_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedback_ratings" ADD CONSTRAINT "goal_feedback_ratings_feedback_id_goal_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."goal_feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedback_ratings" ADD CONSTRAINT "goal_feedback_ratings_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedbacks" ADD CONSTRAINT "goal_feedbacks_goal_setting_id_goal_settings_id_fk" FOREIGN KEY ("goal_setting_id") REFERENCES "public"."goal_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedbacks" ADD CONSTRAINT "goal_feedbacks_peer_user_id_users_id_fk" FOREIGN KEY ("peer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedbacks" ADD CONSTRAINT "goal_feedbacks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_final_reviews" ADD CONSTRAINT "goal_final_reviews_goal_review_id_goal_reviews_id_fk" FOREIGN KEY ("goal_review_id") REFERENCES "public"."goal_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_final_reviews" ADD CONSTRAINT "goal_final_reviews_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_final_reviews" ADD CONSTRAINT "goal_final_reviews_signed_off_by_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_final_reviews" ADD CONSTRAINT "goal_final_reviews_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_evidences_goal_idx" ON "goal_evidences" USING btree ("goal_id","created_on");--> statement-breakpoint
CREATE INDEX "goal_feedback_comments_feedback_idx" ON "goal_feedback_comments" USING btree ("feedback_id","created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_feedbacks_self_uq" ON "goal_feedbacks" USING btree ("goal_setting_id","frequency_label") WHERE "goal_feedbacks"."feedback_type" = 'SELF';--> statement-breakpoint
CREATE UNIQUE INDEX "goal_feedbacks_peer_uq" ON "goal_feedbacks" USING btree ("goal_setting_id","frequency_label","peer_user_id") WHERE "goal_feedbacks"."feedback_type" = 'PEER';--> statement-breakpoint
CREATE INDEX "goal_feedbacks_peer_idx" ON "goal_feedbacks" USING btree ("peer_user_id","state");