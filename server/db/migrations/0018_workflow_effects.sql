CREATE TABLE "workflow_effects" (
	"key" text PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_runs" ADD COLUMN "parent_run_id" uuid;--> statement-breakpoint
CREATE INDEX "workflow_effects_run_idx" ON "workflow_effects" USING btree ("run_id","kind");--> statement-breakpoint
CREATE INDEX "workflow_runs_parent_idx" ON "workflow_runs" USING btree ("parent_run_id");