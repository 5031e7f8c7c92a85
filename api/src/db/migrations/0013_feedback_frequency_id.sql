DROP INDEX "goal_feedbacks_self_uq";--> statement-breakpoint
DROP INDEX "goal_feedbacks_peer_uq";--> statement-breakpoint
ALTER TABLE "goal_feedbacks" ADD COLUMN "frequency_id" integer;--> statement-breakpoint
-- Data migration: a feedback held its frequency by label. A period whose timeline is gone gets one back (its
-- windows on the day its first feedback was made, closed, for an administrator to edit).
INSERT INTO "goal_timelines" ("academic_calendar", "goal_setup_start_date", "goal_setup_end_date", "goal_review_start_date", "goal_review_end_date", "created_by", "last_updated_by")
SELECT s."annual_period", min(f."created_on")::date, min(f."created_on")::date, min(f."created_on")::date, min(f."created_on")::date, 'migration', 'migration'
FROM "goal_feedbacks" f
JOIN "goal_settings" s ON s."id" = f."goal_setting_id"
WHERE NOT EXISTS (SELECT 1 FROM "goal_timelines" t WHERE t."academic_calendar" = s."annual_period")
GROUP BY s."annual_period";--> statement-breakpoint
-- A label no longer in its timeline (the frequency was renamed or removed, hiding its feedback) comes back as a
-- frequency of that timeline, at the end, with the timeline's review window, so its feedback shows again.
INSERT INTO "goal_feedback_frequencies" ("timeline_id", "frequency_label", "self_feedback_start_date", "self_feedback_end_date", "peer_feedback_start_date", "peer_feedback_end_date", "sort_order")
SELECT DISTINCT t."id", f."frequency_label", t."goal_review_start_date", t."goal_review_end_date", t."goal_review_start_date", t."goal_review_end_date", 1000
FROM "goal_feedbacks" f
JOIN "goal_settings" s ON s."id" = f."goal_setting_id"
JOIN "goal_timelines" t ON t."academic_calendar" = s."annual_period"
WHERE NOT EXISTS (
  SELECT 1 FROM "goal_feedback_frequencies" q WHERE q."timeline_id" = t."id" AND q."frequency_label" = f."frequency_label"
);--> statement-breakpoint
-- Each feedback takes the frequency of its period's timeline with its label (the first one when a label repeats).
UPDATE "goal_feedbacks" f SET "frequency_id" = (
  SELECT q."id"
  FROM "goal_settings" s
  JOIN "goal_timelines" t ON t."academic_calendar" = s."annual_period"
  JOIN "goal_feedback_frequencies" q ON q."timeline_id" = t."id" AND q."frequency_label" = f."frequency_label"
  WHERE s."id" = f."goal_setting_id"
  ORDER BY q."sort_order", q."id"
  LIMIT 1
);--> statement-breakpoint
ALTER TABLE "goal_feedbacks" ALTER COLUMN "frequency_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "goal_feedbacks" ADD CONSTRAINT "goal_feedbacks_frequency_id_goal_feedback_frequencies_id_fk" FOREIGN KEY ("frequency_id") REFERENCES "public"."goal_feedback_frequencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_feedbacks_frequency_idx" ON "goal_feedbacks" USING btree ("frequency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_feedbacks_self_uq" ON "goal_feedbacks" USING btree ("goal_setting_id","frequency_id") WHERE "goal_feedbacks"."feedback_type" = 'SELF';--> statement-breakpoint
CREATE UNIQUE INDEX "goal_feedbacks_peer_uq" ON "goal_feedbacks" USING btree ("goal_setting_id","frequency_id","peer_user_id") WHERE "goal_feedbacks"."feedback_type" = 'PEER';--> statement-breakpoint
ALTER TABLE "goal_feedbacks" DROP COLUMN "frequency_label";
