ALTER TABLE "workflow_run_steps" ADD COLUMN "resolved_parameters" jsonb;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "active_version_when_deleted" integer;