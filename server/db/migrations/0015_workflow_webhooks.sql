CREATE TABLE "workflow_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"version_number" integer,
	"node_id" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"segments" integer,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "workflow_webhooks" ADD CONSTRAINT "workflow_webhooks_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_webhooks_route_idx" ON "workflow_webhooks" USING btree ("mode","kind","path","method");--> statement-breakpoint
CREATE INDEX "workflow_webhooks_workflow_idx" ON "workflow_webhooks" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflow_webhooks_dynamic_idx" ON "workflow_webhooks" USING btree ("mode","kind","method","segments");