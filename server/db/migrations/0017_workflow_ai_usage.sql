ALTER TABLE "workflow_run_steps" ADD COLUMN "usage" jsonb;--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "usage" jsonb;