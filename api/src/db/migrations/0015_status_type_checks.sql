ALTER TABLE "lov_items" ADD CONSTRAINT "lov_items_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "lovs" ADD CONSTRAINT "lovs_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "observation_registers" ADD CONSTRAINT "observation_registers_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "privileges" ADD CONSTRAINT "privileges_privilege_type_check" CHECK (privilege_type in ('READ', 'CREATE', 'UPDATE', 'DELETE'));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_subject_type_check" CHECK (subject_type in ('COMPULSARY', 'OPTIONAL'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK (status in ('ACTIVE', 'INACTIVE', 'COMPLETED'));--> statement-breakpoint
ALTER TABLE "lesson_plans" ADD CONSTRAINT "lesson_plans_type_check" CHECK (type in ('PRECLASS'));