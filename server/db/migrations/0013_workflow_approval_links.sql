CREATE TABLE "workflow_approval_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"approver_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"decision" text,
	"decided_via" text,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "workflow_approval_links" ADD CONSTRAINT "workflow_approval_links_run_id_workflow_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."workflow_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_approval_links_token_idx" ON "workflow_approval_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "workflow_approval_links_run_idx" ON "workflow_approval_links" USING btree ("run_id","node_id");